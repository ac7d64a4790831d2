import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../store/memoryStorage'
import { createFakeSignClient, type FakeSignClient } from '../testing/fakeSignClient'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'

beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

const ACCOUNT = 'eip155:2:eip155-wc'
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1'
const INSTAGRAM = 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/123.0.6312.118 Mobile Safari/537.36 Instagram 326.0.0.42.90 Android'
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36'

function setup(options: { now?: () => number; userAgent?: () => string; storage?: ReturnType<typeof createMemoryStorage>; wc?: FakeSignClient } = {}) {
  const wc = options.wc ?? createFakeSignClient()
  const evm = createMockAdapter('eip155', { walletConnect: true, balances: { 'eip155:2:eip155-wc': '5' } })
  const { latch, storage } = createTestLatch([evm], { storage: options.storage }, { loadSignClient: async () => wc, now: options.now, userAgent: options.userAgent })
  return { latch, wc, evm, storage }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('WalletConnect connection (spec §4)', () => {
  it("without a relay to reach or an adapter that takes a session, connecting is 'WalletConnectConnector not found', and no client is made", async () => {
    let made = 0
    const loadSignClient = async () => {
      made++
      return createFakeSignClient()
    }
    const noRelay = createTestLatch([createMockAdapter('eip155', { walletConnect: true })], { projectId: undefined }, { loadSignClient }).latch
    await expect(noRelay.connectWalletConnect()).rejects.toMatchObject({ name: 'WalletConnectConnectorNotFoundError', shortMessage: 'WalletConnectConnector not found' })
    const noRemote = createTestLatch([createMockAdapter('eip155')], {}, { loadSignClient }).latch
    await expect(noRemote.connect('walletConnect')).rejects.toMatchObject({ name: 'WalletConnectConnectorNotFoundError' })
    expect(made).toBe(0)
  })

  it('offers a WalletConnect connector first when a project id is set and an adapter speaks it', () => {
    const { latch } = setup()
    expect(latch.getSnapshot().connectors[0]).toMatchObject({ id: 'walletConnect', type: 'WALLET_CONNECT' })
  })

  it('pairs: URI with a 4-minute expiry, then the approved session connects the namespace', async () => {
    const { latch, wc, evm, storage } = setup({ now: () => 1_000 })
    await latch.open()
    const uri = await latch.connectWalletConnect()
    expect(uri).toMatch(/^wc:/)
    expect(latch.getSnapshot().walletConnect).toMatchObject({ status: 'pairing', uri, pairingExpiry: 241_000 })
    wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    expect(latch.getAccount()).toMatchObject({ address: 'eip155-wc', caipAddress: ACCOUNT, connectorId: 'walletConnect', connectedWalletInfo: { name: 'Fake Mobile Wallet' } })
    expect(latch.getCaipNetwork()?.caipNetworkId).toBe('eip155:2')
    expect(evm.calls).toContain('attachRemote:eip155:2')
    expect(latch.getSnapshot().modal.open).toBe(false)
    expect(storage.getItem('latch.connectorId.eip155')).toBe('walletConnect')
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('5'))
    // Requests go over the session on the active chain.
    await latch.signMessage('hi')
    expect(wc.requests[0]).toMatchObject({ topic: 'session-1', chainId: 'eip155:2', request: { method: 'mock_sign', params: ['hi'] } })
  })

  it('on iOS Safari or an in-app messenger browser keeps a live pairing when asked again, makes a new one when expired or forced', async () => {
    for (const userAgent of [IOS_SAFARI, INSTAGRAM]) {
      let now = 0
      const { latch, wc } = setup({ now: () => now, userAgent: () => userAgent })
      const first = await latch.connectWalletConnect()
      now = 60_000
      expect(await latch.connectWalletConnect()).toBe(first)
      now = 240_000 - 10_000
      const second = await latch.connectWalletConnect()
      expect(second).not.toBe(first)
      expect(await latch.connectWalletConnect({ force: true })).not.toBe(second)
      expect(wc.connects).toBe(3)
    }
  })

  it('after a reload on iOS Safari the pairing handed to the wallet is taken back, and the wallet’s approval on it connects', async () => {
    const storage = createMemoryStorage()
    const wc = createFakeSignClient()
    let now = 1_000
    const before = setup({ now: () => now, userAgent: () => IOS_SAFARI, storage, wc })
    const uri = await before.latch.connectWalletConnect()
    await before.latch.setWalletConnectLinking({ name: 'MetaMask', href: `metamask://wc?uri=${encodeURIComponent(uri)}` })
    // The page goes away (the user is in the wallet) and loads again, on the same storage and relay client.
    before.latch.destroy()
    now = 100_000
    const after = setup({ now: () => now, userAgent: () => IOS_SAFARI, storage, wc })
    // Asked for a pairing while start-up is still taking it back (the list shows at once): the same one, no new one.
    expect(await after.latch.connectWalletConnect()).toBe(uri)
    expect(after.latch.getSnapshot().walletConnect).toMatchObject({ status: 'pairing', uri, pairingExpiry: 241_000, linking: { name: 'MetaMask' } })
    expect(wc.connects).toBe(1)
    wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(after.latch.getAccount()?.status).toBe('connected'))
    expect(after.latch.getAccount()?.connectorId).toBe('walletConnect')
    expect(storage.getItem('latch.pendingPairing')).toBeNull()
  })

  it('a stored pairing is not taken back once expired, nor on a browser that does not reuse pairings', async () => {
    for (const [userAgent, reloadAt] of [
      [IOS_SAFARI, 241_000 - 10_000],
      [DESKTOP_CHROME, 2_000],
    ] as const) {
      const storage = createMemoryStorage()
      const wc = createFakeSignClient()
      let now = 1_000
      const before = setup({ now: () => now, userAgent: () => userAgent, storage, wc })
      const uri = await before.latch.connectWalletConnect()
      before.latch.destroy()
      now = reloadAt
      const after = setup({ now: () => now, userAgent: () => userAgent, storage, wc })
      await flush()
      expect(after.latch.getSnapshot().walletConnect.uri).toBeUndefined()
      expect(await after.latch.connectWalletConnect()).not.toBe(uri)
      expect(wc.connects).toBe(2)
    }
  })

  it('elsewhere every connect makes a new pairing, even while the last one is live', async () => {
    for (const userAgent of [DESKTOP_CHROME, IOS_CHROME, '']) {
      const { latch, wc } = setup({ now: () => 0, userAgent: () => userAgent })
      const first = await latch.connectWalletConnect()
      const second = await latch.connectWalletConnect()
      expect(second).not.toBe(first)
      expect(latch.getSnapshot().walletConnect).toMatchObject({ status: 'pairing', uri: second, pairingExpiry: 240_000 })
      expect(wc.connects).toBe(2)
    }
  })

  it('records the wallet link the user opened; a new pairing forgets it, approval keeps it', async () => {
    const { latch, wc } = setup({ userAgent: () => DESKTOP_CHROME })
    const uri = await latch.connectWalletConnect()
    const linking = { name: 'Rainbow', href: `rainbow://wc?uri=${encodeURIComponent(uri)}` }
    await latch.setWalletConnectLinking(linking)
    expect(latch.getSnapshot().walletConnect).toMatchObject({ status: 'pairing', uri, linking })
    await latch.setWalletConnectLinking(undefined)
    expect(latch.getSnapshot().walletConnect.linking).toBeUndefined()

    await latch.setWalletConnectLinking(linking)
    await latch.connectWalletConnect()
    expect(latch.getSnapshot().walletConnect.linking).toBeUndefined()

    await latch.setWalletConnectLinking(linking)
    const session = wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    expect(latch.getSnapshot().walletConnect).toEqual({ status: 'idle', sessionTopic: session.topic, linking })
  })

  it('a reset clears uri, pairing expiry, linking and the session\'s transactions (activity read, pending sent)', async () => {
    const wc = createFakeSignClient()
    const evm = createMockAdapter('eip155', { walletConnect: true, balances: { [ACCOUNT]: '5' } })
    evm.wallet.activity[ACCOUNT] = [{ hash: '0xread', status: 'confirmed', timestamp: 1, from: 'eip155-wc', to: 'eip155-to', transfers: [] }]
    const { latch } = createTestLatch([evm], { activity: { source: 'chain' } }, { loadSignClient: async () => wc, userAgent: () => DESKTOP_CHROME })
    await latch.connectWalletConnect()
    const session = wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.balance).toBe('5'))
    await latch.setWalletConnectLinking({ name: 'Rainbow', href: 'rainbow://wc?uri=x' })
    await latch.refreshActivity()
    expect(latch.getSnapshot().activity).toMatchObject({ key: ACCOUNT, items: [{ hash: '0xread' }] })
    await latch.send.setForm({ to: 'eip155-to', amount: '1' })
    expect(await latch.send.preview()).toBe(true)
    await latch.send.confirm()
    expect(latch.getSnapshot().pendingTransactions.map((t) => t.key)).toEqual([ACCOUNT])
    expect(latch.getSnapshot().walletConnect.linking).toBeDefined()

    wc.emit('session_delete', { topic: session.topic })
    const snapshot = latch.getSnapshot()
    expect(snapshot.walletConnect).toEqual({ status: 'idle' })
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(snapshot.activity).toEqual({ status: 'idle', items: [] })
    expect(snapshot.pendingTransactions).toEqual([])
  })

  it('a rejected proposal shows the error; a stale rejection does not clobber a newer pairing', async () => {
    const { latch, wc } = setup()
    await latch.connectWalletConnect()
    wc.reject(new Error('User rejected.'))
    await flush()
    expect(latch.getSnapshot().walletConnect).toMatchObject({ status: 'error', error: { shortMessage: 'User rejected.' } })
  })

  it('wallet-side chain change and session delete are reflected', async () => {
    const { latch, wc } = setup()
    await latch.connectWalletConnect()
    const session = wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    wc.emit('session_delete', { topic: session.topic })
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(latch.getSnapshot().walletConnect).toEqual({ status: 'idle' })
  })

  it('disconnect ends the session with the wallet and resets (WalletConnect namespaces together)', async () => {
    const { latch, wc } = setup()
    await latch.connectWalletConnect()
    wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    await latch.disconnect()
    expect(wc.disconnected).toEqual(['session-1'])
    expect(latch.getAccount()?.status).toBe('disconnected')
  })

  it('restores the stored session after a reload', async () => {
    const storage = createMemoryStorage()
    const wc = createFakeSignClient()
    const first = setup({ storage, wc })
    await first.latch.connectWalletConnect()
    wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(first.latch.getAccount()?.status).toBe('connected'))
    first.latch.destroy()

    const second = setup({ storage, wc })
    expect(second.latch.getAccount()).toMatchObject({ status: 'reconnecting', address: 'eip155-wc' })
    await second.latch.ready
    expect(second.latch.getAccount()).toMatchObject({ status: 'connected', address: 'eip155-wc', connectorId: 'walletConnect' })
  })

  it('a stored session the wallet ended meanwhile ends disconnected', async () => {
    const storage = createMemoryStorage()
    const wc = createFakeSignClient()
    const first = setup({ storage, wc })
    await first.latch.connectWalletConnect()
    wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(first.latch.getAccount()?.status).toBe('connected'))
    wc.sessions = []
    const second = setup({ storage, wc })
    await second.latch.ready
    expect(second.latch.getAccount()?.status).toBe('disconnected')
  })

  it('only usable accounts reach the dapp: other namespaces, unrequested chains and invalid addresses are dropped with a warning (L7)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const wc = createFakeSignClient()
    const evm = createMockAdapter('eip155', { walletConnect: true })
    const { latch } = createTestLatch([evm], { logLevel: 'warn' }, { loadSignClient: async () => wc })
    await latch.connectWalletConnect()
    wc.approve({ eip155: { accounts: ['eip155:666:eip155-far', 'solana:devnet:solana-x', 'eip155:2:not-an-address', 'eip155:2:eip155-wc', 'eip155:1:eip155-two'] } })
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    expect(latch.getAccount()).toMatchObject({ address: 'eip155-wc', caipAddress: 'eip155:2:eip155-wc' })
    expect(latch.getAccount()?.allAccounts?.map((a) => a.address)).toEqual(['eip155-wc', 'eip155-two'])
    const warnings = warn.mock.calls.map((c) => String(c[1]))
    expect(warnings.filter((w) => w.startsWith('WalletConnect: ignored'))).toHaveLength(3)
    expect(warnings).toContain('WalletConnect: ignored eip155:666:eip155-far (chain not requested)')
    warn.mockRestore()
  })

  it('a session with no usable account is refused: "Unsupported chain", the wallet is told, nothing connects (L7)', async () => {
    const { latch, wc, evm } = setup()
    await latch.connectWalletConnect()
    const session = wc.approve(['eip155:666:eip155-far', 'eip155:1:0xnot-this-namespace-format'])
    await vi.waitFor(() => expect(latch.getSnapshot().walletConnect.status).toBe('error'))
    expect(latch.getSnapshot().walletConnect).toMatchObject({ status: 'error', error: { name: 'UnsupportedChainError', shortMessage: 'Unsupported chain' } })
    expect(wc.disconnected).toEqual([session.topic])
    expect(latch.getAccount()?.status).toBe('disconnected')
    expect(evm.calls.some((c) => c.startsWith('attachRemote'))).toBe(false)
  })

  it('accountsChanged from the wallet passes only usable accounts on; an event with none is ignored (L7)', async () => {
    const { latch, wc, evm } = setup()
    await latch.connectWalletConnect()
    const session = wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    const seen: unknown[] = []
    evm.remoteTransport?.onEvent((e) => seen.push(e.data))
    const event = (data: unknown) => wc.emit('session_event', { topic: session.topic, params: { event: { name: 'accountsChanged', data }, chainId: 'eip155:2' } })
    event(['eip155:2:eip155-next', 'eip155-plain', '<script>', 'eip155:777:eip155-x', 'solana:devnet:solana-y'])
    event(['javascript:alert(1)'])
    event('eip155-not-a-list')
    expect(seen).toEqual([['eip155:2:eip155-next', 'eip155:2:eip155-plain']])
  })

  it('a session update that leaves no usable account ends the session (L7)', async () => {
    const { latch, wc } = setup()
    await latch.connectWalletConnect()
    const session = wc.approve([ACCOUNT])
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('connected'))
    wc.emit('session_update', { topic: session.topic, params: { namespaces: { eip155: { accounts: ['eip155:666:eip155-far'] } } } })
    await vi.waitFor(() => expect(latch.getAccount()?.status).toBe('disconnected'))
    expect(wc.disconnected).toEqual([session.topic])
  })
})
