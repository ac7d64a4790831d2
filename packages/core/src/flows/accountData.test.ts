import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainReads } from '../adapters/reads'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const ME = 'eip155-me'
const LTT = 'eip155:1/erc20:eip155-ltt' as const
const token = { asset: LTT, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '1000000000000000000' }

async function connected() {
  vi.stubGlobal('window', {})
  const evm = createMockAdapter('eip155', {
    accounts: [{ address: ME, type: 'eoa' }],
    connectors: [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }],
    balances: { [`eip155:1:${ME}`]: '1.5', [`eip155:2:${ME}`]: '7' },
    tokens: { [`eip155:1:${ME}`]: [token] },
  })
  // The clock read through Date, so fake timers move it.
  const { latch } = createTestLatch([evm], { tokens: { 'eip155:1': [LTT], 'eip155:2': [LTT] } }, { now: () => Date.now() })
  await latch.connect('io.metamask')
  // Loads the list's code, so what follows runs on timers alone.
  await latch.refreshTokens()
  const tokenReads = () => evm.calls.filter((c) => c.startsWith('getTokens')).length
  return { latch, evm, tokenReads }
}

/** Holds every `getTokens` answer until `release()`: a read still under way. */
function holdTokenReads(reads: ChainReads) {
  const read = reads.getTokens?.bind(reads)
  if (!read) throw new Error('the mock reads tokens')
  const held: (() => void)[] = []
  reads.getTokens = async (params) => {
    await new Promise<void>((resolve) => held.push(resolve))
    return read(params)
  }
  return {
    release: () => {
      for (const resolve of held.splice(0)) resolve()
    },
  }
}

describe('account reads through the query cache (spec §9)', () => {
  it('a failed read is asked again after 1 s, 2 s and 4 s, then shown failed', async () => {
    const { latch, evm, tokenReads } = await connected()
    evm.wallet.tokensFail = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const before = tokenReads()
    const done = latch.refreshTokens()
    await vi.advanceTimersByTimeAsync(0)
    expect(tokenReads() - before).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(tokenReads() - before).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(tokenReads() - before).toBe(2)
    expect(latch.getSnapshot().tokens.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(2_000)
    expect(tokenReads() - before).toBe(3)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(tokenReads() - before).toBe(4)
    await done
    expect(latch.getSnapshot().tokens).toMatchObject({ status: 'error', error: { shortMessage: 'token RPC unreachable' } })
    expect(tokenReads() - before).toBe(4)
  })

  it('after a failed token read nothing is asked for 30 s; then a read is made', async () => {
    const { latch, evm, tokenReads } = await connected()
    evm.wallet.tokensFail = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const failing = latch.refreshTokens()
    await vi.advanceTimersByTimeAsync(7_000)
    await failing
    evm.wallet.tokensFail = false
    const after = tokenReads()
    await vi.advanceTimersByTimeAsync(29_999)
    await latch.refreshTokens()
    expect(tokenReads()).toBe(after)
    expect(latch.getSnapshot().tokens.status).toBe('error')
    await vi.advanceTimersByTimeAsync(1)
    await latch.refreshTokens()
    expect(tokenReads()).toBe(after + 1)
    expect(latch.getSnapshot().tokens).toMatchObject({ status: 'idle', items: [{ symbol: 'ETH' }, { symbol: 'LTT' }] })
  })

  it('reads of one list at the same time share one request', async () => {
    const { latch, tokenReads } = await connected()
    const before = tokenReads()
    await Promise.all([latch.refreshTokens(), latch.refreshTokens(), latch.refreshTokens()])
    expect(tokenReads() - before).toBe(1)
    expect(latch.getSnapshot().tokens).toMatchObject({ status: 'idle', items: [{ symbol: 'ETH' }, { symbol: 'LTT' }] })
  })

  it('a read still under way when the network changes never lands', async () => {
    const { latch, evm } = await connected()
    evm.wallet.tokens[`eip155:1:${ME}`] = [{ ...token, amount: '2000000000000000000' }]
    const { release } = holdTokenReads(evm.reads)
    const old = latch.refreshTokens()
    await vi.waitFor(() => expect(latch.getSnapshot().tokens.status).toBe('loading'))
    await latch.switchNetwork('eip155:2')
    release()
    await old
    expect(latch.getSnapshot().tokens.items.map((t) => t.quantity)).not.toContain('2')
    const now = latch.refreshTokens()
    await vi.waitFor(() => expect(latch.getSnapshot().tokens.key).toBe(`eip155:2:${ME}`))
    release()
    await now
    expect(latch.getSnapshot().tokens).toMatchObject({ status: 'idle', key: `eip155:2:${ME}`, items: [{ symbol: 'ETH', quantity: '7' }] })
  })
})
