import { useEffect, useRef } from 'react'
import { useModalContext, useSnapshot } from '../modal/context'

const FRAME_HEIGHT = 480

/**
 * The embedded wallet asks the user to approve in its own frame (its origin, its UI: the host page never
 * sees the key or the signing screen). This view reserves the space and lays the frame's iframe over it
 * while the request is open; the frame is hidden again when the view goes.
 */
export default function ApproveTransaction() {
  const { client, t } = useModalContext()
  const { embeddedWallet } = useSnapshot()
  const slot = useRef<HTMLDivElement>(null)
  const visible = embeddedWallet.frameVisible
  useEffect(() => {
    if (!visible) return
    let frame: HTMLElement | undefined
    let raf = 0
    let placed = ''
    const place = () => {
      const box = slot.current?.getBoundingClientRect()
      if (!frame || !box || !slot.current) return
      // Only a real move is written: the browser treats a frame that keeps moving as one that may be under a
      // click-jacking trick, and drops clicks on it (the frame watches its visibility, review H3).
      const where = `${box.top},${box.left},${box.width},${box.height}`
      if (where === placed) return
      placed = where
      // The iframe lives outside the modal's element, so the theme's variables do not reach it: read them here.
      const z = Number.parseInt(getComputedStyle(slot.current).getPropertyValue('--latch-z'), 10) || 999
      Object.assign(frame.style, {
        position: 'fixed',
        top: `${box.top}px`,
        left: `${box.left}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        visibility: 'visible',
        zIndex: String(z + 2),
      })
      frame.removeAttribute('aria-hidden')
      frame.tabIndex = 0
    }
    const follow = () => {
      place()
      raf = requestAnimationFrame(follow)
    }
    void client.embeddedWallet.frameElement().then((el) => {
      if (!(el instanceof HTMLElement)) return
      frame = el
      follow()
      frame.focus()
    })
    return () => {
      cancelAnimationFrame(raf)
      if (!frame) return
      Object.assign(frame.style, { width: '0', height: '0', visibility: 'hidden' })
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
    }
  }, [client, visible])
  return (
    <div className="latch-center">
      <p className="latch-muted">{t('approve.message')}</p>
      <div ref={slot} className="latch-frame-slot" style={{ height: FRAME_HEIGHT }} data-testid="latch-approve-slot" data-method={embeddedWallet.approval?.method} />
    </div>
  )
}
