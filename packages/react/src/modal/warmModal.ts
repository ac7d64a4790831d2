import type { LatchClient, ViewName } from '@latch/core'
import { loadModal } from './loadModal'

/**
 * A hint from the buttons (pointerenter — which touch fires too, before the tap — and focus): start fetching the
 * modal chunk, and then the chunk of the view that button opens, before the click. No request when already loaded
 * or loading; a failure is left for the real open to report. With the client, the code opening runs too.
 */
export function warmModal(view: ViewName, client?: Pick<LatchClient, 'warm'>): void {
  client?.warm()
  loadModal().then(({ preloadView, viewRegistry }) => preloadView(viewRegistry, view), () => {})
}

interface IdleWindow {
  document: { readyState: string }
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void
  removeEventListener(type: 'load', listener: () => void): void
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number
  cancelIdleCallback?(handle: number): void
}

/** Within this long after the page's load event even a page that never idles gets the modal warmed. */
export const IDLE_WARM_TIMEOUT_MS = 3000

/**
 * Runs `run` once the page has loaded and the browser is idle, never competing with the page's own loading: not
 * before `load`, and only in idle time (or IDLE_WARM_TIMEOUT_MS after it on a page that never idles). Returns the cancel.
 */
export function whenIdle(run: () => void, win: IdleWindow | undefined = typeof window === 'undefined' ? undefined : (window as unknown as IdleWindow)): () => void {
  if (!win) return () => {}
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const afterLoad = () => {
    if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: IDLE_WARM_TIMEOUT_MS })
    else timer = setTimeout(run, 1)
  }
  if (win.document.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })
  return () => {
    win.removeEventListener('load', afterLoad)
    if (idle !== undefined) win.cancelIdleCallback?.(idle)
    clearTimeout(timer)
  }
}

/**
 * Once the page is idle (see whenIdle), warms the modal and `view` (the dapp's own same-origin chunks: nothing from
 * an outside host), so a click finds them in memory instead of starting a waterfall of requests.
 */
export function warmWhenIdle(view: ViewName, client: Pick<LatchClient, 'warm'> | undefined, win?: IdleWindow): () => void {
  return whenIdle(() => warmModal(view, client), win)
}
