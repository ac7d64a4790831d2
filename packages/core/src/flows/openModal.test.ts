import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

describe('opening the modal (spec §2)', () => {
  it('goes to Connect when disconnected and Account when connected', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    await latch.open()
    expect(latch.getSnapshot().router.view).toBe('Connect')
    await latch.connect('mock-eip155')
    await latch.open()
    expect(latch.getSnapshot()).toMatchObject({ modal: { open: true }, router: { view: 'Account', history: [{ view: 'Account' }] } })
  })

  it('goes to the requested view with its data', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')])
    await latch.open({ view: 'Networks' })
    expect(latch.getSnapshot().router.view).toBe('Networks')
  })

  it('switches namespace first when asked', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155'), createMockAdapter('solana')])
    await latch.open({ namespace: 'solana' })
    expect(latch.getSnapshot().activeNamespace).toBe('solana')
  })

  it('with no adapters and no address: ConnectingWalletConnectBasic on desktop, AllWallets on mobile', async () => {
    const desktop = createTestLatch([], {}, { isMobile: () => false }).latch
    await desktop.open()
    expect(desktop.getSnapshot().router.view).toBe('ConnectingWalletConnectBasic')
    const mobile = createTestLatch([], {}, { isMobile: () => true }).latch
    await mobile.open()
    expect(mobile.getSnapshot().router.view).toBe('AllWallets')
  })

  it('with manual WalletConnect control the same rule applies even with adapters', async () => {
    const { latch } = createTestLatch([createMockAdapter('eip155')], { manualWCControl: true }, { isMobile: () => false })
    await latch.open()
    expect(latch.getSnapshot().router.view).toBe('ConnectingWalletConnectBasic')
  })

  it('opens at once while a prefetch hangs, and never awaits it', async () => {
    let aborted = false
    const hanging = (signal: AbortSignal) =>
      new Promise<void>((_, reject) => {
        signal.addEventListener('abort', () => {
          aborted = true
          reject(new Error('aborted'))
        })
      })
    vi.useFakeTimers()
    try {
      const { latch } = createTestLatch([createMockAdapter('eip155')], {}, { prefetchers: [hanging] })
      await latch.open()
      expect(latch.getSnapshot().modal.open).toBe(true)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(aborted).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts the prefetch after the open has painted a frame, not in the click', () =>
    withFrames(async (paint) => {
      const started: boolean[] = []
      const prefetch = async () => {
        started.push(true)
      }
      const { latch } = createTestLatch([createMockAdapter('eip155')], {}, { prefetchers: [prefetch] })
      await latch.open()
      expect(latch.getSnapshot().modal.open).toBe(true)
      expect(started).toEqual([])
      await paint(() => expect(started).toEqual([]))
      expect(started).toEqual([true])
    }))

  it('reads the balance again on open when connected, after the open has painted a frame', () =>
    withFrames(async (paint) => {
      const wallet = createMockAdapter('eip155')
      const { latch } = createTestLatch([wallet])
      await latch.connect('mock-eip155')
      const reads = () => wallet.calls.filter((c) => c.startsWith('getBalance')).length
      const before = reads()
      await latch.open()
      expect(reads()).toBe(before)
      await paint()
      expect(reads()).toBe(before + 1)
    }))
})

/**
 * Runs `test` with a driven frame clock and fake timers. `paint` runs the frame callbacks queued so far, then
 * `inFrame` (what holds right after the frame, before the task the frame queued), then that task.
 */
async function withFrames(test: (paint: (inFrame?: () => void) => Promise<void>) => Promise<void>): Promise<void> {
  const frames: (() => void)[] = []
  vi.stubGlobal('window', { requestAnimationFrame: (callback: () => void) => frames.push(callback) })
  vi.useFakeTimers()
  try {
    await test(async (inFrame) => {
      for (const frame of frames.splice(0)) frame()
      inFrame?.()
      await vi.advanceTimersByTimeAsync(0)
    })
  } finally {
    vi.useRealTimers()
  }
}
