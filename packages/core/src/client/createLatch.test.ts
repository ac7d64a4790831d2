import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SiweSiwxConflictError } from '../errors/config'
import { createMemoryStorage } from '../store/memoryStorage'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import { createMemorySiwx } from '../testing/memorySiwx'

// The browser is the process boundary: a bare `window` turns on discovery and reconnect.
beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ADDR = '0x0000000000000000000000000000000000000001'

function evmWallet() {
  return createMockAdapter('eip155', {
    accounts: [{ address: ADDR, type: 'eoa' }],
    caipNetworkId: 'eip155:1',
    knownNetworkIds: ['eip155:1'],
    balances: { [`eip155:1:${ADDR}`]: '12.5', [`eip155:2:${ADDR}`]: '3' },
  })
}

describe('createLatch', () => {
  it('validates options: siwe and siwx together fail with the catalogue error', () => {
    expect(() => createTestLatch([], { siwe: createMemorySiwx(), siwx: createMemorySiwx() })).toThrow(SiweSiwxConflictError)
  })

  it('starts disconnected on the default network, with a stable snapshot', async () => {
    const { latch } = createTestLatch([evmWallet()])
    await latch.ready
    const a = latch.getSnapshot()
    expect(a).toBe(latch.getSnapshot())
    expect(a.state).toMatchObject({ open: false, initialized: true, activeChain: 'eip155', selectedNetworkId: 'eip155:1' })
    expect(a.namespaces.eip155?.account.status).toBe('disconnected')
    expect(a.connectors.map((c) => c.id)).toEqual(['mock-eip155'])
  })

  it('a first visit loads no connection code until the page warms the modal: no adapter is asked for its wallets', async () => {
    const wallet = evmWallet()
    const { latch } = createTestLatch([wallet])
    await vi.waitFor(() => expect(latch.getSnapshot().state.initialized).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(latch.getSnapshot().connectors).toEqual([])
    latch.warm()
    await vi.waitFor(() => expect(latch.getSnapshot().connectors.map((c) => c.id)).toEqual(['mock-eip155']))
  })

  it('connects: connecting, then connected with address, network, balance, storage and a closed modal', async () => {
    const wallet = evmWallet()
    let release!: () => void
    wallet.wallet.connectGate = new Promise((r) => (release = r))
    const { latch, storage } = createTestLatch([wallet])
    await latch.open()
    const pending = latch.connect('mock-eip155')
    expect(latch.getSnapshot().namespaces.eip155?.account.status).toBe('connecting')
    expect(latch.getSnapshot().connecting).toMatchObject({ status: 'connecting', connectorId: 'mock-eip155' })
    release()
    await pending
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account).toMatchObject({
      status: 'connected',
      address: ADDR,
      caipAddress: `eip155:1:${ADDR}`,
      balance: '12.5',
      balanceSymbol: 'ETH',
      connectorId: 'mock-eip155',
    })
    expect(snap.modal.open).toBe(false)
    expect(snap.recentConnectorIds).toEqual(['mock-eip155'])
    expect(storage.getItem('latch.connectionStatus.eip155')).toBe('connected')
    expect(storage.getItem('latch.connectorId.eip155')).toBe('mock-eip155')
    expect(storage.getItem('latch.address.eip155')).toBe(ADDR)
  })

  it('a declined connect goes back to disconnected, keeps the error for the view, and rejects', async () => {
    const wallet = evmWallet()
    wallet.wallet.reject.connect = true
    const { latch } = createTestLatch([wallet])
    await expect(latch.connect('mock-eip155')).rejects.toMatchObject({ code: 'USER_REJECTED' })
    const snap = latch.getSnapshot()
    expect(snap.namespaces.eip155?.account.status).toBe('disconnected')
    expect(snap.connecting).toMatchObject({ status: 'error', error: { shortMessage: 'Request declined' } })
  })

  it('a wallet that is gone by the time it is picked: the error is kept for ConnectingExternal, not a spinner forever', async () => {
    const { latch } = createTestLatch([evmWallet()])
    await expect(latch.connect('gone.wallet')).rejects.toMatchObject({ name: 'ConnectorNotFoundError' })
    expect(latch.getSnapshot().connecting).toMatchObject({ connectorId: 'gone.wallet', status: 'error', error: { code: expect.any(String) } })
  })

  it('an unreadable balance shows 0.00, not an error', async () => {
    const wallet = evmWallet()
    wallet.wallet.balanceFails = true
    const { latch } = createTestLatch([wallet])
    await latch.connect('mock-eip155')
    expect(latch.getAccount()?.balance).toBe('0.00')
  })

  it('restores a stored connection after reload without reading the network', async () => {
    const storage = createMemoryStorage()
    const first = createTestLatch([evmWallet()], { storage }).latch
    await first.connect('mock-eip155')
    first.destroy()

    const wallet = evmWallet()
    const { latch } = createTestLatch([wallet], { storage })
    // Synchronously: the cached address shows while the wallet is asked again (reconnecting, spec §4).
    expect(latch.getAccount()).toMatchObject({ status: 'reconnecting', address: ADDR })
    await latch.ready
    expect(latch.getAccount()).toMatchObject({ status: 'connected', address: ADDR })
    expect(wallet.calls).toContain('reconnect:mock-eip155')
    expect(wallet.calls.some((c) => c.startsWith('getBalance'))).toBe(false)
  })

  it('a stored connection the wallet no longer authorises ends disconnected, storage cleared', async () => {
    const storage = createMemoryStorage()
    const first = createTestLatch([evmWallet()], { storage }).latch
    await first.connect('mock-eip155')
    const wallet = evmWallet()
    wallet.wallet.authorized = false
    const { latch } = createTestLatch([wallet], { storage })
    await latch.ready
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(storage.getItem('latch.connectorId.eip155')).toBeNull()
  })

  it('a stored "disconnected" clears the address cache on start', () => {
    const storage = createMemoryStorage()
    storage.setItem('latch.connectionStatus.eip155', 'disconnected')
    storage.setItem('latch.address.eip155', ADDR)
    createTestLatch([evmWallet()], { storage })
    expect(storage.getItem('latch.address.eip155')).toBeNull()
  })

  it('does not reconnect when enableReconnect is false', async () => {
    const storage = createMemoryStorage()
    await createTestLatch([evmWallet()], { storage }).latch.connect('mock-eip155')
    const wallet = evmWallet()
    const { latch } = createTestLatch([wallet], { storage, enableReconnect: false })
    await latch.ready
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(wallet.calls.some((c) => c.startsWith('reconnect'))).toBe(false)
  })
})

describe('events', () => {
  it('emits typed events to listeners and to the opt-in telemetry sink only', async () => {
    const sink = vi.fn()
    const { latch } = createTestLatch([evmWallet()], { telemetry: sink })
    const seen: string[] = []
    latch.subscribeEvents((e) => seen.push(e.data.event))
    await latch.open()
    await latch.connect('mock-eip155')
    expect(seen).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(sink).toHaveBeenCalledTimes(4)
    expect(latch.getSnapshot().lastEvent?.data.event).toBe('MODAL_CLOSE')
  })
})

describe('a second, non-EVM namespace', () => {
  it('connects and disconnects each namespace independently, CAIP-keyed', async () => {
    const evm = evmWallet()
    const sol = createMockAdapter('solana', { accounts: [{ address: 'solana-abc', type: 'eoa' }], caipNetworkId: 'solana:devnet', balances: { 'solana:devnet:solana-abc': '2' } })
    const { latch } = createTestLatch([evm, sol])
    await latch.connect('mock-eip155')
    await latch.connect('mock-solana')
    const snap = latch.getSnapshot()
    expect(snap.activeNamespace).toBe('solana')
    expect(snap.namespaces.solana?.account).toMatchObject({ caipAddress: 'solana:devnet:solana-abc', balance: '2', balanceSymbol: 'SOL' })
    expect(latch.getAccount('eip155')?.caipAddress).toBe(`eip155:1:${ADDR}`)

    await latch.disconnect({ namespace: 'solana' })
    expect(latch.getAccount('solana')?.status).toBe('disconnected')
    expect(latch.getAccount('eip155')?.status).toBe('connected')
    expect(await latch.signMessage('hi', { namespace: 'eip155' })).toBe(`signed(${ADDR}):hi`)
  })
})

describe('watching state', () => {
  it('getState/subscribeState and watch call back only when the selected slice changes', async () => {
    const { latch } = createTestLatch([evmWallet()])
    const states: boolean[] = []
    const themes: string[] = []
    latch.subscribeState((s) => states.push(s.open))
    latch.watch((s) => s.theme, (t) => themes.push(t.themeMode))
    latch.showSnackbar('success', 'unrelated')
    await latch.open()
    latch.setThemeMode('dark')
    latch.close()
    expect(states).toEqual([true, false])
    expect(themes).toEqual(['dark'])
    expect(latch.getState()).toBe(latch.getSnapshot().state)
  })
})
