import { afterNextPaint } from '@latch/core'
import { type RefObject, useEffect } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside the dialog, calls `onEscape` on Escape, focuses the dialog on open
 * and gives focus back to what had it before when the dialog goes away. The focus moves right after the open's
 * first frame: `focus()` in the effect forced the browser to lay the whole dialog out inside the click's task, which
 * held that frame back. A control that goes away with
 * its view (the row that was tapped) would leave the focus on the page's body, where Tab walks the page
 * behind the dialog and Escape reaches nothing: the dialog takes the focus back.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  useEffect(() => {
    const root = ref.current
    if (!active || !root) return
    const previous = root.ownerDocument.activeElement as HTMLElement | null
    const stopFocus = afterNextPaint(() => {
      if (!root.contains(root.ownerDocument.activeElement)) root.focus()
    }, root.ownerDocument.defaultView ?? undefined)

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'))
      if (items.length === 0) {
        event.preventDefault()
        root.focus()
        return
      }
      const first = items[0] as HTMLElement
      const last = items[items.length - 1] as HTMLElement
      const current = root.ownerDocument.activeElement
      if (!root.contains(current)) {
        event.preventDefault()
        ;(event.shiftKey ? last : first).focus()
      } else if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    }
    const doc = root.ownerDocument
    const regain = new MutationObserver(() => {
      if (!doc.activeElement || doc.activeElement === doc.body) root.focus({ preventScroll: true })
    })
    regain.observe(root, { childList: true, subtree: true })
    // On the document, not the dialog: a key pressed in the frame before the focus arrives still reaches the trap.
    doc.addEventListener('keydown', onKeyDown)
    return () => {
      stopFocus()
      regain.disconnect()
      doc.removeEventListener('keydown', onKeyDown)
      if (previous?.isConnected && typeof previous.focus === 'function') previous.focus()
    }
  }, [ref, active, onEscape])
}
