import { describe, expect, it } from 'vitest'
import { IDLE_WARM_TIMEOUT_MS } from '@latch/core'
import { warmWhenIdle } from './warmModal'

/** The page's window as far as warming reads it (the boundary): its load state, load event and idle callbacks. */
function fakeWindow(readyState: 'loading' | 'complete', idleCallbacks = true) {
  const loadListeners = new Set<() => void>()
  const idle = new Map<number, { callback: () => void; timeout: number }>()
  let next = 1
  const win = {
    document: { readyState: readyState as string },
    addEventListener: (_: 'load', listener: () => void) => void loadListeners.add(listener),
    removeEventListener: (_: 'load', listener: () => void) => void loadListeners.delete(listener),
    ...(idleCallbacks
      ? {
          requestIdleCallback: (callback: () => void, { timeout }: { timeout: number }) => {
            idle.set(next, { callback, timeout })
            return next++
          },
          cancelIdleCallback: (handle: number) => void idle.delete(handle),
        }
      : {}),
  }
  const load = () => {
    win.document.readyState = 'complete'
    // Added with { once: true }: the browser drops each listener as it runs it.
    for (const l of [...loadListeners]) {
      loadListeners.delete(l)
      l()
    }
  }
  return { win, idle, loadListeners, load }
}

describe('warmWhenIdle: the modal fetched before the click, never in the page’s way', () => {
  it('waits for the load event, then for idle time (at most 3 s), and warms once', () => {
    const page = fakeWindow('loading')
    let warmed = 0
    warmWhenIdle('Connect', { warm: () => void warmed++ }, page.win)
    expect(page.idle.size).toBe(0)
    page.load()
    expect([...page.idle.values()].map((i) => i.timeout)).toEqual([IDLE_WARM_TIMEOUT_MS])
    expect(warmed).toBe(0)
    // Running it warms the client's opening code and starts the modal's load (the chunk requests are the browser's).
    page.idle.get(1)?.callback()
    expect(warmed).toBe(1)
  })

  it('on a page already loaded, asks for idle time at once; cancelling (unmount) drops what is pending', () => {
    const loaded = fakeWindow('complete')
    const cancel = warmWhenIdle('Account', undefined, loaded.win)
    expect(loaded.idle.size).toBe(1)
    cancel()
    expect(loaded.idle.size).toBe(0)

    const loading = fakeWindow('loading')
    warmWhenIdle('Connect', undefined, loading.win)()
    loading.load()
    expect(loading.idle.size).toBe(0)
  })

  it('does nothing without a window (server rendering)', () => {
    expect(() => warmWhenIdle('Connect', undefined, undefined)()).not.toThrow()
  })
})
