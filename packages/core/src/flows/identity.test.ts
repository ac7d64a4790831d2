import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QUERY_RETRY_COUNT } from '../constants'
import { createMemoryStorage } from '../store/memoryStorage'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import type { LatchStorage } from '../types/options'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ME = 'eip155-me'
const OTHER = 'eip155-other'
const DAY = 24 * 60 * 60_000

/** The mock wallet's `identities` stand in for the name service; storage is the page's. */
function setUp(storage: LatchStorage = createMemoryStorage(), start = 1_000_000) {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    identities: { [ME]: { name: 'alice.latch.eth', avatar: 'https://example.org/alice.png' } },
  })
  let now = start
  const { latch } = createTestLatch([evm], { storage }, { now: () => now })
  const account = () => latch.getSnapshot().namespaces.eip155?.account
  const lookups = () => evm.calls.filter((c) => c.startsWith('getIdentity')).length
  return { latch, evm, storage, account, lookups, tick: (ms: number) => (now += ms) }
}

describe('identity (profileName, profileImage)', () => {
  it('is not looked up on connect — only when the modal opens — and then shows name and avatar', async () => {
    const { latch, account, lookups } = setUp()
    await latch.connect('io.metamask')
    expect(lookups()).toBe(0)
    expect(account()?.profileName).toBeUndefined()
    await latch.open()
    await vi.waitFor(() => expect(account()).toMatchObject({ profileName: 'alice.latch.eth', profileImage: 'https://example.org/alice.png' }))
    expect(lookups()).toBe(1)
  })

  it('is cached for a day: a reload shows it at once with no lookup; after a day the next open asks again', async () => {
    const first = setUp()
    await first.latch.connect('io.metamask')
    await first.latch.open()
    await vi.waitFor(() => expect(first.account()?.profileName).toBe('alice.latch.eth'))

    // The next page load, same storage: the name is there on connect, and opening asks nobody.
    const second = setUp(first.storage, 1_000_000 + DAY - 1)
    await second.latch.connect('io.metamask')
    expect(second.account()?.profileName).toBe('alice.latch.eth')
    await second.latch.open()
    await new Promise((r) => setTimeout(r, 10))
    expect(second.lookups()).toBe(0)

    second.evm.wallet.identities[ME] = { name: 'alice2.latch.eth' }
    second.tick(2)
    second.latch.close()
    await second.latch.open()
    await vi.waitFor(() => expect(second.account()).toMatchObject({ profileName: 'alice2.latch.eth', profileImage: undefined }))
    expect(second.lookups()).toBe(1)
  })

  it('a failed lookup shows the address and is tried again on the next open', async () => {
    // Fake timers: the lookup's own retries (seconds apart) run to the end before the next open, so only that open
    // can bring the name (with real ones a retry could succeed while the test waits).
    vi.useFakeTimers()
    try {
      const { latch, evm, account, lookups } = setUp()
      evm.wallet.identityFails = true
      await latch.connect('io.metamask')
      await latch.open()
      await vi.advanceTimersByTimeAsync(60_000)
      expect(lookups()).toBe(1 + QUERY_RETRY_COUNT)
      expect(account()?.profileName).toBeUndefined()
      evm.wallet.identityFails = false
      latch.close()
      await latch.open()
      await vi.waitFor(() => expect(account()?.profileName).toBe('alice.latch.eth'))
      expect(lookups()).toBe(2 + QUERY_RETRY_COUNT)
    } finally {
      vi.useRealTimers()
    }
  })

  it('another account in the wallet drops the last one’s name', async () => {
    const { latch, evm, account } = setUp()
    await latch.connect('io.metamask')
    await latch.open()
    await vi.waitFor(() => expect(account()?.profileName).toBe('alice.latch.eth'))
    evm.emit('accountsChanged', { accounts: [{ address: OTHER, type: 'eoa' }] })
    expect(account()).toMatchObject({ address: OTHER, profileName: undefined, profileImage: undefined })
  })
})
