/**
 * Work that must not compete with the page's own loading: the client's code and the modal's, fetched ahead of the
 * click. In core so the client (client/deferredLatch) and the bindings wait the same way.
 */
export interface IdleWindow {
  document: { readyState: string }
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void
  removeEventListener(type: 'load', listener: () => void): void
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number
  cancelIdleCallback?(handle: number): void
}

/** Within this long after the page's load event even a page that never idles gets the waiting work run. */
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

