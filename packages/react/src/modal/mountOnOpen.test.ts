import { createMockAdapter, createTestLatch } from '@latch/core/internal'
import { describe, expect, it, vi } from 'vitest'
import type { loadModal } from './loadModal'
import { mountAhead, mountOnOpen } from './mountOnOpen'

/** The modal chunk as mountOnOpen loads it, recording mounts (the DOM side is ui's, tested there). */
function fakeModalChunk(log: string[]): typeof loadModal {
  const chunk = {
    mountModal: () => {
      log.push('mounted')
      return () => void log.push('unmounted')
    },
  }
  return async () => chunk as unknown as Awaited<ReturnType<typeof loadModal>>
}

const idleTime = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('mountOnOpen', () => {
  it('mounts the modal, closed, once the page is idle: a click then opens a root that already exists', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    const log: string[] = []
    const stop = mountOnOpen(latch, fakeModalChunk(log))
    expect(log).toEqual([])
    await vi.waitFor(() => expect(log).toEqual(['mounted']))
    expect(latch.getSnapshot().modal.open).toBe(false)
    stop()
    expect(log).toEqual(['mounted', 'unmounted'])
  })

  it('an open before the page is idle mounts at once, and only once', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    await latch.ready
    const log: string[] = []
    const stop = mountOnOpen(latch, fakeModalChunk(log))
    await latch.open()
    await idleTime()
    expect(log).toEqual(['mounted'])
    stop()
  })

  it('stopped before the page is idle, it never loads the modal', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    const log: string[] = []
    mountOnOpen(latch, fakeModalChunk(log))()
    await idleTime()
    expect(log).toEqual([])
  })

  it("a button's hover while the page is still loading mounts at once, once; after stop, nothing", async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    const log: string[] = []
    // A page still loading (the window is the boundary): its load event, and so idle time, never comes here.
    const loading = { document: { readyState: 'loading' }, addEventListener: () => {}, removeEventListener: () => {} }
    const stop = mountOnOpen(latch, fakeModalChunk(log), loading)
    await idleTime()
    expect(log).toEqual([])
    mountAhead(latch)
    mountAhead(latch)
    await vi.waitFor(() => expect(log).toEqual(['mounted']))
    await idleTime()
    expect(log).toEqual(['mounted'])
    stop()
    mountAhead(latch)
    await idleTime()
    expect(log).toEqual(['mounted', 'unmounted'])
  })
})
