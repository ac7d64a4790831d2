/**
 * When the approval panel's Approve may be used (review H3). The app owns the iframe: it can make it
 * transparent, cover it, shrink it, or show it only for the instant of a click. Approve is therefore armed
 * only after the panel has been visible, as far as the browser can tell, for ARM_DELAY_MS without a break:
 *  - IntersectionObserver v2 (`trackVisibility`) where the browser has it: `isVisible` is false when the
 *    frame is covered, transparent, filtered or transformed;
 *  - else IntersectionObserver v1: the whole panel within the viewport, and `document.visibilityState`;
 *  - and the frame's viewport at least MIN_PANEL_SIZE.
 * Any break disarms at once; arming starts over. Where visibility cannot be observed at all, it never arms.
 */
export const ARM_DELAY_MS = 500
export const MIN_PANEL_SIZE = { width: 300, height: 200 } as const
/** "The whole panel": room for sub-pixel rounding of a panel that exactly fills the frame. */
export const MIN_VISIBLE_RATIO = 0.98
/** IntersectionObserver v2 requires a delay of at least 100 ms with trackVisibility. */
const TRACK_DELAY_MS = 100

export interface Arming {
  /** False where the browser has no IntersectionObserver: then it never arms. */
  readonly observable: boolean
  /** True only while armed and every visibility condition still holds. */
  canApprove(): boolean
  stop(): void
}

type V2Init = IntersectionObserverInit & { trackVisibility: boolean; delay: number }

export function armWhenSeen(panel: Element, onArmedChange: (armed: boolean) => void): Arming {
  let inView = false
  let armed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const bigEnough = () => window.innerWidth >= MIN_PANEL_SIZE.width && window.innerHeight >= MIN_PANEL_SIZE.height
  const seen = () => inView && document.visibilityState === 'visible' && bigEnough()
  const setArmed = (next: boolean) => {
    if (next !== armed) {
      armed = next
      onArmedChange(armed)
    }
  }
  const update = () => {
    if (!seen()) {
      clearTimeout(timer)
      timer = undefined
      setArmed(false)
    } else if (!armed && timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined
        setArmed(seen())
      }, ARM_DELAY_MS)
    }
  }

  const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver }).IntersectionObserver
  const observer =
    typeof Observer === 'function'
      ? new Observer(
          (entries) => {
            const entry = entries[entries.length - 1]
            if (!entry) return
            const whole = entry.isIntersecting && entry.intersectionRatio >= MIN_VISIBLE_RATIO
            // v2 browsers add isVisible (honoured since trackVisibility is asked for); others lack it.
            const v2 = (entry as IntersectionObserverEntry & { isVisible?: unknown }).isVisible
            inView = typeof v2 === 'boolean' ? whole && v2 : whole
            update()
          },
          { threshold: [0, MIN_VISIBLE_RATIO, 1], trackVisibility: true, delay: TRACK_DELAY_MS } as V2Init,
        )
      : undefined
  observer?.observe(panel)
  document.addEventListener('visibilitychange', update)
  window.addEventListener('resize', update)

  return {
    observable: observer !== undefined,
    canApprove: () => armed && seen(),
    stop() {
      clearTimeout(timer)
      observer?.disconnect()
      document.removeEventListener('visibilitychange', update)
      window.removeEventListener('resize', update)
    },
  }
}
