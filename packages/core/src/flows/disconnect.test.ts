import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { createMemorySiwx } from '../testing/memorySiwx'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

describe('disconnect (spec §4)', () => {
  it('clears sign-in sessions first, then disconnects every namespace with an address and resets it', async () => {
    const order: string[] = []
    const evm = createMockAdapter('eip155')
    const sol = createMockAdapter('solana', { caipNetworkId: 'solana:devnet' })
    const siwx = { ...createMemorySiwx(), setSessions: async () => void order.push('sessions') }
    const { latch, storage } = createTestLatch([evm, sol], { siwx })
    await latch.connect('mock-eip155')
    await latch.connect('mock-solana')
    await latch.switchNetwork('eip155:2')
    const origDisconnect = evm.disconnect
    evm.disconnect = async () => {
      order.push('eip155')
      return origDisconnect()
    }
    await latch.open()
    await latch.disconnect()
    expect(order).toEqual(['sessions', 'eip155'])
    expect(sol.calls).toContain('disconnect')
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account).toEqual({ status: 'disconnected', balanceLoading: false, currentTab: 0, allAccounts: [] })
    expect(snap.namespaces.eip155?.network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(snap.namespaces.solana?.account.status).toBe('disconnected')
    expect(snap.modal.open).toBe(false)
    expect(snap.router.view).toBe('Connect')
    expect(storage.getItem('latch.connectorId.eip155')).toBeNull()
    expect(storage.getItem('latch.connectionStatus.eip155')).toBe('disconnected')
  })

  it('a hung sign-in backend does not hold the disconnect: the user is disconnected at once, the clear ends within 30 s (L12)', async () => {
    const evm = createMockAdapter('eip155')
    let asked = 0
    const siwx = { ...createMemorySiwx(), setSessions: () => new Promise<void>(() => void asked++) }
    const { latch } = createTestLatch([evm], { siwx })
    const events: string[] = []
    latch.subscribeEvents((e) => events.push(e.data.event))
    await latch.connect('mock-eip155')
    vi.useFakeTimers()
    try {
      let done = false
      void latch.disconnect().then(() => (done = true))
      await vi.advanceTimersByTimeAsync(0)
      expect(done).toBe(true)
      expect(asked).toBe(1)
      expect(latch.getAccount()?.status).toBe('disconnected')
      expect(evm.calls).toContain('disconnect')
      expect(events).not.toContain('DISCONNECT_ERROR')
      // The background clear is bounded: after 30 s it is given up, logged and tracked.
      await vi.advanceTimersByTimeAsync(30_000)
      expect(events).toContain('DISCONNECT_ERROR')
    } finally {
      vi.useRealTimers()
    }
  })

  it('a sign-in config that throws at once is reported, and the disconnect still happens', async () => {
    const evm = createMockAdapter('eip155')
    const siwx = {
      ...createMemorySiwx(),
      setSessions: () => {
        throw new Error('backend down')
      },
    }
    const { latch } = createTestLatch([evm], { siwx })
    const events: { event: string; properties?: Record<string, unknown> }[] = []
    latch.subscribeEvents((e) => events.push(e.data as never))
    await latch.connect('mock-eip155')
    await latch.disconnect()
    expect(latch.getAccount()?.status).toBe('disconnected')
    await vi.waitFor(() => expect(events.find((e) => e.event === 'DISCONNECT_ERROR')?.properties).toMatchObject({ message: 'backend down' }))
  })

  it('collects failures instead of throwing, and still ends disconnected', async () => {
    const evm = createMockAdapter('eip155', { disconnectFails: true })
    const { latch } = createTestLatch([evm])
    const events: string[] = []
    latch.subscribeEvents((e) => events.push(e.data.event))
    await latch.connect('mock-eip155')
    await expect(latch.disconnect()).resolves.toBeUndefined()
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(events).toContain('DISCONNECT_ERROR')
    expect(events).not.toContain('DISCONNECT_SUCCESS')
  })

  it('one chain’s failure does not stop the others: every namespace ends disconnected, the failure is reported', async () => {
    const evm = createMockAdapter('eip155', { disconnectFails: true })
    const sol = createMockAdapter('solana', { caipNetworkId: 'solana:devnet' })
    const { latch, storage } = createTestLatch([evm, sol])
    const events: { event: string; namespace?: unknown }[] = []
    latch.subscribeEvents((e) => events.push({ event: e.data.event, namespace: (e.data.properties as { namespace?: unknown } | undefined)?.namespace }))
    await latch.connect('mock-eip155')
    await latch.connect('mock-solana')
    await latch.disconnect()
    expect(sol.calls).toContain('disconnect')
    expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('disconnected')
    expect(latch.getSnapshot().namespaces.solana?.account.status).toBe('disconnected')
    expect(storage.getItem('latch.connectorId.solana')).toBeNull()
    expect(events.filter((e) => e.event === 'DISCONNECT_ERROR')).toEqual([{ event: 'DISCONNECT_ERROR', namespace: 'eip155' }])
  })

  it('a wallet-side disconnect or revoked accounts reset that namespace', async () => {
    const evm = createMockAdapter('eip155')
    const { latch } = createTestLatch([evm])
    await latch.connect('mock-eip155')
    evm.emit('accountsChanged', { accounts: [] })
    expect(latch.getAccount()?.status).toBe('disconnected')
    await latch.connect('mock-eip155')
    evm.emit('disconnect', undefined)
    expect(latch.getAccount()?.status).toBe('disconnected')
  })

  it('an account switch in the wallet updates address, storage and balance', async () => {
    const evm = createMockAdapter('eip155', { balances: { 'eip155:1:eip155-b': '9' } })
    const { latch, storage } = createTestLatch([evm])
    await latch.connect('mock-eip155')
    evm.emit('accountsChanged', { accounts: [{ address: 'eip155-b', type: 'eoa' }] })
    await vi.waitFor(() => expect(latch.getAccount()).toMatchObject({ address: 'eip155-b', caipAddress: 'eip155:1:eip155-b', balance: '9' }))
    expect(storage.getItem('latch.address.eip155')).toBe('eip155-b')
  })
})
