/**
 * Work that a click starts but its first frame does not need (prefetching, moving the focus): run after the browser
 * has painted that frame, so the click's own task stays short and the modal shows a frame sooner. In core so the
 * flows (openModal) and the UI (the dialog's focus) defer the same way.
 */
export interface PaintWindow {
  requestAnimationFrame?(callback: () => void): number
  cancelAnimationFrame?(handle: number): void
}

/**
 * A hidden tab gets no animation frames: past this the work runs anyway, so a modal opened from a background
 * tab (a wallet's deep link returning) still prefetches and takes the focus.
 */
export const AFTER_PAINT_TIMEOUT_MS = 100

/**
 * Runs `run` once, in a task after the next frame (an animation-frame callback runs just before the paint; the
 * timeout queued there runs after it), or after AFTER_PAINT_TIMEOUT_MS when no frame comes. Without frames (a
 * server, a worker) it is a plain timeout. Returns the cancel.
 */
export function afterNextPaint(run: () => void, win: PaintWindow | undefined = typeof window === 'undefined' ? undefined : (window as PaintWindow)): () => void {
  let done = false
  let frame: number | undefined
  let afterFrame: ReturnType<typeof setTimeout> | undefined
  const go = () => {
    if (done) return
    done = true
    cancel()
    run()
  }
  const fallback = setTimeout(go, win?.requestAnimationFrame ? AFTER_PAINT_TIMEOUT_MS : 0)
  if (win?.requestAnimationFrame) {
    frame = win.requestAnimationFrame(() => {
      frame = undefined
      afterFrame = setTimeout(go, 0)
    })
  }
  function cancel() {
    clearTimeout(fallback)
    clearTimeout(afterFrame)
    if (frame !== undefined) win?.cancelAnimationFrame?.(frame)
    frame = undefined
  }
  return () => {
    done = true
    cancel()
  }
}
