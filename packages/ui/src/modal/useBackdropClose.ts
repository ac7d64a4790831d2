import { type RefObject, useEffect } from 'react'

/** A press on the backdrop itself (not inside the card) closes, like the original product. Keyboard users have Escape. */
export function useBackdropClose(ref: RefObject<HTMLElement | null>, active: boolean, onClose: () => void): void {
  useEffect(() => {
    const overlay = ref.current
    if (!active || !overlay) return
    const onDown = (event: MouseEvent) => {
      if (event.target === overlay) onClose()
    }
    overlay.addEventListener('mousedown', onDown)
    return () => overlay.removeEventListener('mousedown', onDown)
  }, [ref, active, onClose])
}
