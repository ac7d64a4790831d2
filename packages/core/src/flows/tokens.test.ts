import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

/** Spends the query cache's three retries (1 s, 2 s, 4 s; spec §9) on fake timers. */
async function afterRetries<T>(read: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(7_000)
  return read
}

const ME = 'eip155-me'
const LTT = 'eip155:1/erc20:eip155-ltt' as const

async function connected() {
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5' },
    tokens: { [`eip155:1:${ME}`]: [{ asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '250500000000000000000', priceUsd: 2 }] },
  })
  let now = 1_000_000
  const { latch } = createTestLatch([evm], { tokens: { 'eip155:1': [LTT] } }, { now: () => now })
  await latch.connect('io.metamask')
  return { latch, evm, tick: (ms: number) => (now += ms) }
}

describe('tokens (spec §4 "Token balance fetch")', () => {
  it('lists the native balance, then the configured tokens', async () => {
    const { latch } = await connected()
    await latch.refreshTokens()
    expect(latch.getSnapshot().tokens).toMatchObject({
      status: 'idle',
      // Spec §3 "Token balance": each with its network, and a price and value where the source knows them.
      items: [
        { chainId: 'eip155:1', symbol: 'ETH', quantity: '1.5' },
        { chainId: 'eip155:1', asset: LTT, symbol: 'LTT', name: 'Latch Test Token', quantity: '250.5', price: 2, value: 501 },
      ],
    })
  })

  it('after a failure, no new fetch within 30 s', async () => {
    const { latch, evm, tick } = await connected()
    evm.wallet.tokensFail = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await afterRetries(latch.refreshTokens())
    expect(latch.getSnapshot().tokens.status).toBe('error')
    evm.wallet.tokensFail = false
    const reads = () => evm.calls.filter((c) => c.startsWith('getTokens')).length
    const before = reads()
    tick(29_000)
    await latch.refreshTokens()
    expect(reads()).toBe(before)
    tick(1_001)
    await latch.refreshTokens()
    expect(reads()).toBe(before + 1)
    expect(latch.getSnapshot().tokens.status).toBe('idle')
  })
})
