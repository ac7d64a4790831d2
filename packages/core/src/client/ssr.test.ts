import { describe, expect, it } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

// This project runs in node: no window, no document — what a server render sees.
describe('on a server', () => {
  it('creates an instance without touching window, discovery or reconnect', async () => {
    expect(typeof window).toBe('undefined')
    const adapter = createMockAdapter('eip155')
    const { latch } = createTestLatch([adapter])
    await latch.ready
    expect(latch.getSnapshot().state.initialized).toBe(true)
    expect(adapter.calls).toEqual(['setup'])
  })
})
