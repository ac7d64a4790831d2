/**
 * Runs in the page before any app code: timestamps taken inside the page (performance.now(), origin =
 * navigation start) so Playwright's round trips never count. Elements are searched through open shadow roots
 * on every animation frame, so "visible" means "laid out on a frame", to within one frame (~16.7 ms).
 */
export function installProbe({ button, modal, list }) {
  const state = { buttonAt: null, clickAt: null, modalAt: null, listAt: null, longTasks: [] }
  window.__bench = state
  new PerformanceObserver((entries) => {
    for (const e of entries.getEntries()) state.longTasks.push([e.startTime, e.duration])
  }).observe({ type: 'longtask', buffered: true })

  const visible = (el) => {
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'
  }
  const find = (root, selector) => {
    for (const el of root.querySelectorAll(selector)) if (visible(el)) return el
    for (const el of root.querySelectorAll('*')) {
      if (!el.shadowRoot) continue
      const hit = find(el.shadowRoot, selector)
      if (hit) return hit
    }
    return null
  }
  const whenVisible = (selector, key) => {
    const tick = () => {
      if (find(document, selector)) state[key] = performance.now()
      else requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  }
  state.find = find
  state.whenVisible = whenVisible

  whenVisible(button, 'buttonAt')
  // Capture phase on window: runs before any handler of the app; timeStamp is when the input happened.
  window.addEventListener(
    'click',
    (e) => {
      if (state.clickAt !== null) return
      state.clickAt = Math.min(e.timeStamp, performance.now())
      whenVisible(modal, 'modalAt')
      whenVisible(list, 'listAt')
    },
    true,
  )
}
