// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_TIMEOUT_MS, ApprovalTimeoutError, createApprovals, UserRejectedError } from './approval'

// The browser's visibility signals are faked at the window boundary only: IntersectionObserver, the
// document's visibilityState and the viewport size. Everything inside approval.ts runs as in the browser.
class FakeObserver {
  static all: FakeObserver[] = []
  targets: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.targets = []
  }
  takeRecords() {
    return []
  }
}
/** What the browser would report for the panel: v2 adds isVisible; v1 has only the ratio. */
function report(entry: { ratio: number; isVisible?: boolean }) {
  for (const o of FakeObserver.all) {
    for (const target of o.targets) {
      const base = { target, isIntersecting: entry.ratio > 0, intersectionRatio: entry.ratio, time: performance.now() }
      o.callback([('isVisible' in entry ? { ...base, isVisible: entry.isVisible } : base) as unknown as IntersectionObserverEntry], o as never)
    }
  }
}
let visibility: DocumentVisibilityState = 'visible'
function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}
function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height })
  window.dispatchEvent(new Event('resize'))
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeObserver.all = []
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  visibility = 'visible'
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
  setViewport(360, 480)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

const request = { described: { title: 'Sign message', rows: [{ label: 'Message', value: 'hi' }] }, origin: 'https://app.example.com', dappName: 'Demo' }
const button = (root: HTMLElement, id: string) => root.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`) as HTMLButtonElement
function mount() {
  const root = document.createElement('main')
  document.body.append(root)
  return { root, approvals: createApprovals(root) }
}
const settled = async (p: Promise<unknown>) => {
  let state = 'pending'
  p.then(
    () => (state = 'approved'),
    () => (state = 'rejected'),
  )
  await vi.advanceTimersByTimeAsync(0)
  return state
}

describe('the approval screen', () => {
  it('shows the verified origin in full on its own line, then the name the app gives itself; Approve resolves, Reject rejects with 4001; one at a time', async () => {
    const { root, approvals } = mount()
    const first = approvals.ask(request, new AbortController().signal)
    const second = approvals.ask({ ...request, described: { title: 'Send transaction', rows: [] } }, new AbortController().signal)
    expect(root.querySelector('[data-testid="frame-origin"]')?.textContent).toBe('https://app.example.com')
    expect(root.querySelector('[data-testid="frame-dapp-name"]')?.textContent).toBe('Demo')
    const text = root.textContent ?? ''
    expect(text.indexOf('https://app.example.com')).toBeLessThan(text.indexOf('Demo'))
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-approve').click()
    await first
    expect(root.querySelector('h1')?.textContent).toBe('Send transaction')
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-reject').click()
    await expect(second).rejects.toBeInstanceOf(UserRejectedError)
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(root.children.length).toBe(0)
  })

  it('L15: a name with direction overrides and 2000 characters cannot push the origin away or reorder it', () => {
    const { root, approvals } = mount()
    approvals.ask({ ...request, dappName: `\u202Emoc.elpmaxe.ppa//:sptth${'x'.repeat(2000)}` }, new AbortController().signal).catch(() => {})
    const name = root.querySelector('[data-testid="frame-dapp-name"]')
    expect(name?.tagName).toBe('BDI')
    expect(name?.textContent).not.toMatch(/\u202E/)
    expect([...(name?.textContent ?? '')].length).toBeLessThanOrEqual(64)
    expect(root.querySelector('[data-testid="frame-origin"]')?.textContent).toBe('https://app.example.com')
  })
})

describe('H3: Approve is armed only after the panel has been seen', () => {
  it('the attack: Approve is not focused, so one Enter does not approve; the heading is', () => {
    const { root, approvals } = mount()
    approvals.ask(request, new AbortController().signal).catch(() => {})
    expect(document.activeElement).not.toBe(button(root, 'frame-approve'))
    expect(document.activeElement).toBe(root.querySelector('h1'))
  })

  it('the attack: a click in the first 500 ms of visibility does nothing (the button is disabled)', async () => {
    const { root, approvals } = mount()
    const asked = approvals.ask(request, new AbortController().signal)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(499)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    button(root, 'frame-approve').click()
    button(root, 'frame-approve').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(await settled(asked)).toBe('pending')
    // Even a click that reaches the button while it is not armed (the attribute is only the first line) is ignored.
    button(root, 'frame-approve').disabled = false
    button(root, 'frame-approve').click()
    expect(await settled(asked)).toBe('pending')
    button(root, 'frame-approve').disabled = true
    await vi.advanceTimersByTimeAsync(1)
    expect(button(root, 'frame-approve').disabled).toBe(false)
    button(root, 'frame-approve').click()
    expect(await settled(asked)).toBe('approved')
  })

  it('asks IntersectionObserver v2 to track visibility; occlusion or opacity (isVisible false) disarms, and re-arming takes another 500 ms', async () => {
    const { root, approvals } = mount()
    const asked = approvals.ask(request, new AbortController().signal)
    expect(FakeObserver.all[0]?.options).toMatchObject({ trackVisibility: true, delay: 100 })
    report({ ratio: 1, isVisible: false })
    await vi.advanceTimersByTimeAsync(2000)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    expect(button(root, 'frame-approve').disabled).toBe(false)
    report({ ratio: 1, isVisible: false })
    expect(button(root, 'frame-approve').disabled).toBe(true)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(300)
    button(root, 'frame-approve').click()
    expect(await settled(asked)).toBe('pending')
  })

  it('Reject is armed with Approve: Chromium silently drops clicks to a just-shown frame that tracks visibility', async () => {
    const { root, approvals } = mount()
    const asked = approvals.ask(request, new AbortController().signal)
    expect(button(root, 'frame-reject').disabled).toBe(true)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    expect(button(root, 'frame-reject').disabled).toBe(false)
    button(root, 'frame-reject').click()
    await expect(asked).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('refuses while the document is hidden, and re-arms only 500 ms after it is shown again', async () => {
    const { root, approvals } = mount()
    const asked = approvals.ask(request, new AbortController().signal)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(600)
    setVisibility('hidden')
    expect(button(root, 'frame-approve').disabled).toBe(true)
    button(root, 'frame-approve').click()
    setVisibility('visible')
    button(root, 'frame-approve').click()
    expect(await settled(asked)).toBe('pending')
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-approve').click()
    expect(await settled(asked)).toBe('approved')
  })

  it('refuses while the frame is smaller than the panel’s minimum size (300×200)', async () => {
    const { root, approvals } = mount()
    approvals.ask(request, new AbortController().signal).catch(() => {})
    setViewport(299, 480)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(1000)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    setViewport(300, 200)
    await vi.advanceTimersByTimeAsync(500)
    expect(button(root, 'frame-approve').disabled).toBe(false)
    setViewport(300, 150)
    expect(button(root, 'frame-approve').disabled).toBe(true)
  })

  it('falls back to IntersectionObserver v1 (no isVisible): the whole panel must be in view', async () => {
    const { root, approvals } = mount()
    approvals.ask(request, new AbortController().signal).catch(() => {})
    report({ ratio: 0.6 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    report({ ratio: 1 })
    await vi.advanceTimersByTimeAsync(500)
    expect(button(root, 'frame-approve').disabled).toBe(false)
  })

  it('never arms where visibility cannot be observed at all (no IntersectionObserver); Reject still works', async () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const { root, approvals } = mount()
    const asked = approvals.ask(request, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(5000)
    expect(button(root, 'frame-approve').disabled).toBe(true)
    button(root, 'frame-reject').click()
    await expect(asked).rejects.toBeInstanceOf(UserRejectedError)
  })
})

describe('M5 / L10: the queue', () => {
  it('an aborted request leaves the screen at once', async () => {
    const { root, approvals } = mount()
    const controller = new AbortController()
    const asked = approvals.ask(request, controller.signal)
    expect(root.children.length).toBe(1)
    controller.abort()
    await expect(asked).rejects.toThrow('Request was aborted')
    expect(root.children.length).toBe(0)
  })

  it('the attack: a request aborted while it waits is rejected at once and never shown later', async () => {
    const { root, approvals } = mount()
    const first = approvals.ask(request, new AbortController().signal)
    const controller = new AbortController()
    const second = approvals.ask({ ...request, described: { title: 'Withdrawn', rows: [] } }, controller.signal)
    const third = approvals.ask({ ...request, described: { title: 'Third', rows: [] } }, new AbortController().signal)
    controller.abort()
    expect(await settled(second)).toBe('rejected')
    await expect(second).rejects.toThrow('Request was aborted')
    expect(root.querySelector('h1')?.textContent).toBe('Sign message')
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-approve').click()
    await first
    expect(root.querySelector('h1')?.textContent).toBe('Third')
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-reject').click()
    await expect(third).rejects.toBeInstanceOf(UserRejectedError)
    const aborted = new AbortController()
    aborted.abort()
    await expect(approvals.ask(request, aborted.signal)).rejects.toThrow('Request was aborted')
    expect(root.children.length).toBe(0)
  })

  it('an undecided approval is rejected after five minutes with a clear error, and the next one shows', async () => {
    const { root, approvals } = mount()
    const first = approvals.ask(request, new AbortController().signal)
    first.catch(() => {})
    const second = approvals.ask({ ...request, described: { title: 'Next', rows: [] } }, new AbortController().signal)
    await vi.advanceTimersByTimeAsync(APPROVAL_TIMEOUT_MS - 1)
    expect(await settled(first)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await expect(first).rejects.toBeInstanceOf(ApprovalTimeoutError)
    await expect(first).rejects.toThrow(/5 minutes/)
    expect(root.querySelector('h1')?.textContent).toBe('Next')
    // The next one gets its own five minutes, counted from when it is shown.
    await vi.advanceTimersByTimeAsync(APPROVAL_TIMEOUT_MS - 1)
    expect(await settled(second)).toBe('pending')
    second.catch(() => {})
  })

  it('an approved request no longer listens to its signal', async () => {
    const { root, approvals } = mount()
    const controller = new AbortController()
    const asked = approvals.ask(request, controller.signal)
    report({ ratio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    button(root, 'frame-approve').click()
    controller.abort()
    await expect(asked).resolves.toBeUndefined()
  })
})
