import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

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
