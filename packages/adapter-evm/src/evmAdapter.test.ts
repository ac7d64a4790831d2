import type { AdapterEventMap, Connector } from '@latch/core'
import { UserRejectedRequestError } from '@latch/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectorNotFoundError } from '@latch/core'
import { EvmAdapter } from './evmAdapter'
import { ANVIL_ACCOUNT, createFakeWallet, createFakeWindow, installAnnouncedWallet, WalletRpcError, walletInfo } from './test/fakeWallet'
import type { WalletWindow } from './types'

afterEach(() => {
  vi.unstubAllGlobals()
})

function browserWith(wallet = createFakeWallet(), rdns = 'io.metamask') {
  const win: WalletWindow = createFakeWindow()
  vi.stubGlobal('window', win)
  installAnnouncedWallet(win, walletInfo('MetaMask', rdns), wallet.provider)
  return { win, wallet }
}

function record<E extends keyof AdapterEventMap>(adapter: EvmAdapter, event: E): AdapterEventMap[E][] {
  const seen: AdapterEventMap[E][] = []
  adapter.on(event, (p) => seen.push(p))
  return seen
}

/** The first syncConnectors in a browser loads discovery's code; what it finds arrives as connectorsChanged. */
function discover(adapter: EvmAdapter): Promise<Connector[]> {
  return new Promise((resolve) => {
    const off = adapter.on('connectorsChanged', ({ connectors }) => {
      off()
      resolve(connectors)
    })
    adapter.syncConnectors()
  })
}

describe('EvmAdapter: construction', () => {
  it('is cheap and touches no window (SSR)', () => {
    expect(typeof window).toBe('undefined')
    const adapter = new EvmAdapter()
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.syncConnectors()).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('loads discovery with the first call in a browser: [] at once, the wallets as connectorsChanged, then at once', async () => {
    browserWith()
    const adapter = new EvmAdapter()
    const changes = record(adapter, 'connectorsChanged')
    expect(adapter.syncConnectors()).toEqual([])
    expect(adapter.isInstalled('io.metamask')).toBe(false)
    await vi.waitFor(() => expect(changes).toHaveLength(1))
    expect(changes[0]?.connectors.map((c) => c.id)).toEqual(['io.metamask'])
    expect(adapter.syncConnectors().map((c) => c.id)).toEqual(['io.metamask'])
  })

  it('marks announced wallets as installed by rdns', async () => {
    browserWith()
    const adapter = new EvmAdapter()
    await discover(adapter)
    expect(adapter.isInstalled('io.metamask')).toBe(true)
    expect(adapter.isInstalled('io.rabby')).toBe(false)
  })

  it('emits connectorsChanged as wallets announce', async () => {
    const { win } = browserWith()
    const adapter = new EvmAdapter()
    const changes = record(adapter, 'connectorsChanged')
    await discover(adapter)
    installAnnouncedWallet(win, walletInfo('Rabby', 'io.rabby'), createFakeWallet().provider)
    expect(changes.map((c) => c.connectors.map((x) => x.id))).toEqual([['io.metamask'], ['io.metamask', 'io.rabby']])
  })
})

describe('EvmAdapter: connect', () => {
  it('requests accounts, then reads the chain, and reports a CAIP connection', async () => {
    const { wallet } = browserWith(createFakeWallet({ chainId: 31337 }))
    const adapter = new EvmAdapter()
    adapter.syncConnectors()
    const connection = await adapter.connect({ connectorId: 'io.metamask' })
    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(connection).toEqual({
      address: ANVIL_ACCOUNT,
      accounts: [{ address: ANVIL_ACCOUNT, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
      connectorId: 'io.metamask',
    })
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('connects the legacy injected wallet', async () => {
    const win = createFakeWindow()
    vi.stubGlobal('window', win)
    const wallet = createFakeWallet({ chainId: 10 })
    win.ethereum = wallet.provider
    const adapter = new EvmAdapter()
    expect((await discover(adapter)).map((c) => c.id)).toEqual(['injected'])
    expect(adapter.syncConnectors().map((c) => c.id)).toEqual(['injected'])
    expect((await adapter.connect({ connectorId: 'injected' })).caipNetworkId).toBe('eip155:10')
  })

  it('maps EIP-1193 4001 to UserRejectedRequestError', async () => {
    const rejection = new WalletRpcError(4001, 'User rejected the request.')
    browserWith(
      createFakeWallet({
        handlers: {
          eth_requestAccounts: () => {
            throw rejection
          },
        },
      }),
    )
    const adapter = new EvmAdapter()
    const error = await adapter.connect({ connectorId: 'io.metamask' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as Error).cause).toBe(rejection)
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('rejects an unknown connector', async () => {
    browserWith()
    await expect(new EvmAdapter().connect({ connectorId: 'io.nope' })).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})

describe('EvmAdapter: silent reconnect', () => {
  it('restores an authorised session with eth_accounts only', async () => {
    const { wallet } = browserWith(createFakeWallet({ authorised: true, chainId: 31337 }))
    const connection = await new EvmAdapter().reconnect({ connectorId: 'io.metamask' })
    expect(connection?.address).toBe(ANVIL_ACCOUNT)
    expect(connection?.caipNetworkId).toBe('eip155:31337')
    expect(wallet.methods()).toEqual(['eth_accounts', 'eth_chainId'])
  })

  it('resolves null without prompting when the site is no longer authorised', async () => {
    const { wallet } = browserWith(createFakeWallet({ authorised: false }))
    const adapter = new EvmAdapter()
    expect(await adapter.reconnect({ connectorId: 'io.metamask' })).toBeNull()
    expect(wallet.methods()).toEqual(['eth_accounts'])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('resolves null when eth_accounts fails', async () => {
    browserWith(
      createFakeWallet({
        handlers: {
          eth_accounts: () => {
            throw new WalletRpcError(-32603, 'locked')
          },
        },
      }),
    )
    expect(await new EvmAdapter().reconnect({ connectorId: 'io.metamask' })).toBeNull()
  })

  it('waits for a wallet that announces itself late', async () => {
    const win = createFakeWindow()
    vi.stubGlobal('window', win)
    const wallet = createFakeWallet({ authorised: true })
    setTimeout(() => installAnnouncedWallet(win, walletInfo('MetaMask', 'io.metamask'), wallet.provider), 150)
    const connection = await new EvmAdapter({ reconnectWaitMs: 1000 }).reconnect({ connectorId: 'io.metamask' })
    expect(connection?.connectorId).toBe('io.metamask')
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
  })

  it('waits for a window.ethereum injected late without any event', async () => {
    const win = createFakeWindow()
    vi.stubGlobal('window', win)
    const wallet = createFakeWallet({ authorised: true })
    setTimeout(() => {
      win.ethereum = wallet.provider
    }, 150)
    const connection = await new EvmAdapter().reconnect({ connectorId: 'injected' })
    expect(connection?.connectorId).toBe('injected')
  })

  it('gives up after the bound (default 1 s) when the wallet never appears', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('window', createFakeWindow())
      const pending = new EvmAdapter().reconnect({ connectorId: 'io.metamask' })
      let result: unknown = 'pending'
      void pending.then((r) => {
        result = r
      })
      await vi.advanceTimersByTimeAsync(999)
      expect(result).toBe('pending')
      await vi.advanceTimersByTimeAsync(1)
      expect(result).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('resolves null on a server', async () => {
    expect(await new EvmAdapter().reconnect({ connectorId: 'io.metamask' })).toBeNull()
  })

  it('is cancelled by a disconnect made after it while the connection code loads', async () => {
    browserWith(createFakeWallet({ authorised: true }))
    const adapter = new EvmAdapter()
    const reconnecting = adapter.reconnect({ connectorId: 'io.metamask' })
    await adapter.disconnect()
    expect(await reconnecting).toBeNull()
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('is not cancelled by a disconnect made before it while the connection code loads', async () => {
    const { wallet } = browserWith(createFakeWallet({ authorised: true }))
    const adapter = new EvmAdapter()
    adapter.syncConnectors()
    const disconnecting = adapter.disconnect()
    expect((await adapter.reconnect({ connectorId: 'io.metamask' }))?.address).toBe(ANVIL_ACCOUNT)
    await disconnecting
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('yields to an explicit connect that starts while it waits', async () => {
    const win = createFakeWindow()
    vi.stubGlobal('window', win)
    const late = createFakeWallet({ authorised: true })
    const adapter = new EvmAdapter({ reconnectWaitMs: 1000 })
    const reconnecting = adapter.reconnect({ connectorId: 'io.late' })
    const rabby = createFakeWallet({ chainId: 10 })
    installAnnouncedWallet(win, walletInfo('Rabby', 'io.rabby'), rabby.provider)
    await adapter.connect({ connectorId: 'io.rabby' })
    installAnnouncedWallet(win, walletInfo('Late', 'io.late'), late.provider)
    expect(await reconnecting).toBeNull()
    expect(adapter.getProvider()).toBe(rabby.provider)
  })
})

describe('EvmAdapter: wallet events', () => {
  async function connected(options: Parameters<typeof createFakeWallet>[0] = {}) {
    const { wallet } = browserWith(createFakeWallet(options))
    const adapter = new EvmAdapter()
    await adapter.connect({ connectorId: 'io.metamask' })
    return { adapter, wallet }
  }

  it('forwards accountsChanged as accounts', async () => {
    const { adapter, wallet } = await connected()
    const seen = record(adapter, 'accountsChanged')
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.provider.emit('accountsChanged', [other])
    wallet.provider.emit('accountsChanged', [])
    expect(seen).toEqual([{ accounts: [{ address: other, type: 'eoa' }] }, { accounts: [] }])
  })

  it('accepts chainChanged as a hex string, a number or a decimal string', async () => {
    const { adapter, wallet } = await connected()
    const seen = record(adapter, 'chainChanged')
    wallet.provider.emit('chainChanged', '0x7a69')
    wallet.provider.emit('chainChanged', 84532)
    wallet.provider.emit('chainChanged', '10')
    wallet.provider.emit('chainChanged', 'garbage')
    expect(seen.map((e) => e.caipNetworkId)).toEqual(['eip155:31337', 'eip155:84532', 'eip155:10'])
  })

  it('reports the numeric chainChanged of a real switch', async () => {
    const { adapter, wallet } = await connected({ numericChainEvents: true, knownChains: [1, 31338] })
    const seen = record(adapter, 'chainChanged')
    await adapter.switchNetwork({
      network: {
        id: 31338,
        name: 'Anvil Two',
        caipNetworkId: 'eip155:31338',
        chainNamespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
      },
    })
    expect(seen).toEqual([{ caipNetworkId: 'eip155:31338' }])
    expect(wallet.state.chainId).toBe(31338)
  })

  it('emits disconnect and detaches when the wallet disconnects', async () => {
    const { adapter, wallet } = await connected()
    const seen = record(adapter, 'disconnect')
    wallet.provider.emit('disconnect', new WalletRpcError(4900, 'Disconnected'))
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    expect(adapter.getProvider()).toBeUndefined()
    expect(wallet.listenerCount('accountsChanged')).toBe(0)
  })

  it("ignores MetaMask's transient 1013 disconnect while the site stays authorised", async () => {
    const { adapter, wallet } = await connected()
    const seen = record(adapter, 'disconnect')
    wallet.provider.emit('disconnect', new WalletRpcError(1013, 'Try again later'))
    await vi.waitFor(() => expect(wallet.methods().at(-1)).toBe('eth_accounts'))
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual([])
    expect(adapter.getProvider()).toBe(wallet.provider)
  })

  it('detaches its listeners on disconnect', async () => {
    const { adapter, wallet } = await connected()
    expect(wallet.listenerCount('chainChanged')).toBe(1)
    await adapter.disconnect()
    expect(['accountsChanged', 'chainChanged', 'disconnect'].map(wallet.listenerCount)).toEqual([0, 0, 0])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('goes deaf to a wallet without removeListener after disconnect', async () => {
    const { adapter, wallet } = await connected({ withoutRemoveListener: true })
    const seen = record(adapter, 'chainChanged')
    await adapter.disconnect()
    wallet.provider.emit('chainChanged', '0x2')
    expect(seen).toEqual([])
  })

  it('replaces, not stacks, listeners on reconnect', async () => {
    const { adapter, wallet } = await connected()
    await adapter.reconnect({ connectorId: 'io.metamask' })
    expect(wallet.listenerCount('chainChanged')).toBe(1)
    const seen = record(adapter, 'chainChanged')
    wallet.provider.emit('chainChanged', '0x5')
    expect(seen).toHaveLength(1)
  })
})
