import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const ADDR = 'eip155-a'
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('balance on an unsupported chain (spec §9)', () => {
  it('a wallet-side move to a network the dapp did not configure shows 0.00 at once, never the last value', async () => {
    const w = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:1:${ADDR}`]: '1.5', [`eip155:999:${ADDR}`]: '42' } })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    expect(latch.getAccount()?.balance).toBe('1.5')
    // A read of the old network still under way when the wallet moves must not land afterwards.
    const inFlight = latch.refreshBalance()
    w.emit('chainChanged', { caipNetworkId: 'eip155:999' })
    expect(latch.getSnapshot().namespaces.eip155?.network.isUnsupportedChain).toBe(true)
    expect(latch.getAccount()).toMatchObject({ balance: '0.00', balanceLoading: false })
    await inFlight
    await flush()
    expect(latch.getAccount()?.balance).toBe('0.00')
    expect(w.calls).not.toContain('getBalance:eip155:999')
  })

  it('connecting on an unsupported chain shows 0.00, not an endless loading balance', async () => {
    const w = createMockAdapter('eip155', { caipNetworkId: 'eip155:999' })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    expect(latch.getAccount()).toMatchObject({ status: 'connected', balance: '0.00', balanceLoading: false })
  })

  it('back on a configured network the balance is read again', async () => {
    const w = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:2:${ADDR}`]: '3' } })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    w.emit('chainChanged', { caipNetworkId: 'eip155:999' })
    w.emit('chainChanged', { caipNetworkId: 'eip155:2' })
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('3'))
  })
})

describe('balance through the query cache (spec §9)', () => {
  it('reads at the same time share one request', async () => {
    const w = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:1:${ADDR}`]: '1.5' } })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    const before = w.calls.length
    await Promise.all([latch.refreshBalance(), latch.refreshBalance()])
    expect(w.calls.slice(before)).toEqual(['getBalance:eip155:1'])
  })

  it('a failure shows 0.00 at once; the read is asked again after 1 s, 2 s and 4 s, and an answer replaces it', async () => {
    const w = createMockAdapter('eip155', { accounts: [{ address: ADDR, type: 'eoa' }], balances: { [`eip155:1:${ADDR}`]: '1.5' } })
    const { latch } = createTestLatch([w])
    await latch.connect('mock-eip155')
    const reads = () => w.calls.filter((c) => c === 'getBalance:eip155:1').length
    const before = reads()
    w.wallet.balanceFails = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await latch.refreshBalance()
    expect(latch.getAccount()).toMatchObject({ balance: '0.00', balanceLoading: false })
    expect(reads() - before).toBe(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(reads() - before).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads() - before).toBe(2)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(reads() - before).toBe(3)
    w.wallet.balanceFails = false
    await vi.advanceTimersByTimeAsync(4_000)
    expect(reads() - before).toBe(4)
    expect(latch.getAccount()).toMatchObject({ balance: '1.5', balanceLoading: false })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(reads() - before).toBe(4)
  })
})
