import type {
  Account,
  AdapterConnection,
  AdapterEventName,
  AdapterListener,
  AdapterSetupParameters,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainIndexers,
  ChainReads,
  ChainRemote,
  ChainSwaps,
  ChainTransactions,
  ChainTransfers,
  Connector,
  RemoteWalletTransport,
} from '@latch/core'
import type { RpcTransport, TransportPool } from '@latch/core/rpc'
import { AdapterEmitter, ConnectionGuard, ConnectorNotFoundError, isEvmAddress, lazyMethods, NoAccountsError, ProviderNotConnectedError, UnknownNetworkError } from '@latch/core'
import { chainIdOf, parseChainId, toCaipNetworkId } from './chainId'
import { ConnectorDiscovery } from './connectors/connectorDiscovery'
import { toWalletError } from './errors'
import { providerErrorCode } from './providerErrorCode'
import { switchChain } from './switchChain'
import type { Eip1193Provider, EvmAdapterOptions } from './types'
import { formatUnits, parseUnits } from './units'
import { watchProvider } from './watchProvider'
import { utf8ToHex } from './hexText'
import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './walletConnect/methods'

const READS = ['getBalance', 'getTokens', 'getNfts', 'getActivity', 'getIdentity', 'resolveName'] as const
const SWAPS = ['nativeAsset', 'allowance', 'approvalCall', 'canBatch', 'send', 'waitFor'] as const

/** Core's connector id for WalletConnect connections. */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

const chain = (a: () => void, b: () => void) => () => {
  a()
  b()
}

/** MetaMask emits `disconnect` with 1013 while it reconnects to a chain; the dapp is still connected. */
const TRANSIENT_DISCONNECT = 1013

interface ActiveConnection {
  connectorId: string
  provider: Eip1193Provider
  detach: () => void
}


/**
 * The eip155 adapter: EIP-6963 and injected browser wallets, WalletConnect sessions and the embedded wallet.
 * Construction does no I/O and touches no `window`; every chain read loads its code on first use. The wallet holds
 * the network (`networkControl: 'wallet'`).
 */
export class EvmAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly networkControl = 'wallet' as const

  #emitter = new AdapterEmitter()
  #discovery = new ConnectorDiscovery((connectors) => this.#emitter.emit('connectorsChanged', { connectors }))
  #networks: CaipNetwork[] = []
  #active: ActiveConnection | undefined
  // A slow silent reconnect must not override a connect or disconnect made since.
  #guard = new ConnectionGuard()
  #reconnectWaitMs: number
  #rpcTimeoutMs: number
  // Created with the first chain read: core's transport code stays out of the first bundle.
  #transports: TransportPool | undefined

  readonly reads: Required<ChainReads>
  readonly transfers: ChainTransfers
  readonly transactions: Required<ChainTransactions>
  readonly indexers: ChainIndexers
  readonly remote: ChainRemote
  readonly swaps: ChainSwaps

  constructor(options: EvmAdapterOptions = {}) {
    this.#reconnectWaitMs = options.reconnectWaitMs ?? 1000
    this.#rpcTimeoutMs = options.rpcTimeoutMs ?? 10_000
    const networks = () => this.#networks
    // Reads and transfers load their code with their first call: an EVM-only dapp's first bundle holds neither.
    this.reads = lazyMethods(async () => (await import('./evmReads')).createEvmReads(networks, (network) => this.#transportOf(network), formatUnits), READS)
    this.transfers = lazyMethods(async () => (await import('./evmTransfers')).createEvmTransfers(networks, (method, params) => this.#request(method, params)), ['prepare'])
    this.transactions = {
      send: async ({ address, transaction }) => {
        const { toRpcTransaction, toTxParameters } = await import('./evmTransaction')
        return (await this.#request('eth_sendTransaction', [toRpcTransaction(toTxParameters(address, transaction))])) as string
      },
      signTypedData: ({ address, data }) => {
        const json = typeof data === 'string' ? data : JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
        return this.#request('eth_signTypedData_v4', [address, json]) as Promise<string>
      },
    }
    // Blockscout's code (and its list of public instances) loads only for hosts whose Activity tab uses it.
    this.indexers = { resolve: async (params) => (await import('./blockscout/indexers')).resolveBlockscout(params) }
    this.remote = { walletConnect: { methods: WALLET_CONNECT_METHODS, events: WALLET_CONNECT_EVENTS }, attach: (transport) => this.#attach(transport) }
    // The swap code loads with the first swap.
    this.swaps = lazyMethods(async () => {
      const { createEvmSwaps } = await import('./swaps/evmSwaps')
      return createEvmSwaps({
        request: (method, params) => this.#request(method, params),
        readChain: (caipNetworkId, method, params) => this.#readChain(caipNetworkId, method, params),
        connection: () => this.#active,
      })
    }, SWAPS)
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'eip155')
  }

  /** A WalletConnect session or the embedded wallet becomes the active connection: same provider paths as an extension. */
  async #attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const chainId = chainIdOf(transport.caipNetworkId)
    if (chainId === undefined) throw new UnknownNetworkError({ namespace: 'eip155', caipNetworkId: transport.caipNetworkId })
    // The session's accounts are the remote wallet's word: only EVM addresses, as from an extension.
    const connectorId = transport.connectorId ?? WALLET_CONNECT_CONNECTOR_ID
    const accounts = toAddresses(transport.accounts)
    if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId })
    // Only dapps whose users take the WalletConnect path load this.
    const { createSessionProvider } = await import('./walletConnect/sessionProvider')
    if (!ticket.current()) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    const provider = createSessionProvider(transport, (caipNetworkId, method, params) => this.#readChain(caipNetworkId, method, params), isEvmAddress)
    const connection = this.#activate(connectorId, provider, accounts, chainId)
    const active = this.#active
    if (active) active.detach = chain(active.detach, provider.detach)
    return connection
  }

  syncConnectors(): Connector[] {
    return this.#discovery.start()
  }

  /** Whether a wallet with this rdns announced itself (the wallet directory's "installed" flag). */
  isInstalled(rdns: string): boolean {
    return this.#discovery.installedRdns().includes(rdns)
  }

  async connect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    this.#discovery.start()
    const provider = this.#providerOf(connectorId)
    if (!provider) throw new ConnectorNotFoundError({ namespace: 'eip155', connectorId })
    // An explicit connect outranks a silent reconnect still waiting on its wallet.
    this.#guard.next()
    try {
      const accounts = toAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId })
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch (error) {
      throw toWalletError(error)
    }
  }

  async reconnect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    const provider = await this.#waitForProvider(connectorId)
    if (!provider || !ticket.current()) return null
    try {
      // eth_accounts never prompts: it returns [] when the wallet no longer authorises this site.
      const accounts = toAddresses(await provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0 || !ticket.current()) return null
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      if (!ticket.current()) return null
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch {
      // A wallet that errors on a silent read is as good as not authorised; the user can connect again.
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#guard.next()
    this.#deactivate()
  }

  /** Asks the wallet to move (adding the network where it must); the address stays, so the connection is re-read. */
  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const active = this.#active
    if (!active) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    await switchChain(active.provider, network)
    const accounts = toAddresses(await this.#request('eth_accounts', []))
    if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId: active.connectorId })
    return { address: accounts[0]!, accounts: toAccounts(accounts), caipNetworkId: network.caipNetworkId, connectorId: active.connectorId }
  }

  signMessage({ message, address }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    // personal_sign takes bytes; hex-encoding the UTF-8 makes wallets sign exactly the text shown.
    return this.#request('personal_sign', [utf8ToHex(message), address]) as Promise<string>
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  /** Every eip155 network shares one address format. */
  isAddress(address: string, _caipNetworkId?: CaipNetworkId): boolean {
    return isEvmAddress(address)
  }

  /** Hex addresses and hashes come in either case (and EIP-55 mixes them): one spelling for comparing. */
  normalize(value: string): string {
    return value.toLowerCase()
  }

  /** EIP-55: only sign-in with X needs it, so ethers' keccak is loaded then, not up front. */
  async canonicalAddress(address: string): Promise<string> {
    const { getAddress } = await import('ethers/address')
    return getAddress(address)
  }

  getProvider(): Eip1193Provider | undefined {
    return this.#active?.provider
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }

  #providerOf(connectorId: string): Eip1193Provider | undefined {
    return this.#discovery.find(connectorId)?.provider as Eip1193Provider | undefined
  }

  /** The wallet may announce itself a little after page load; wait for it, but never longer than the bound. */
  #waitForProvider(connectorId: string): Promise<Eip1193Provider | undefined> {
    this.#discovery.start()
    const now = this.#providerOf(connectorId)
    if (now || typeof window === 'undefined') return Promise.resolve(now)
    return new Promise((resolve) => {
      const finish = (provider: Eip1193Provider | undefined) => {
        clearTimeout(timeout)
        clearInterval(poll)
        off()
        resolve(provider)
      }
      const off = this.#emitter.on('connectorsChanged', () => {
        const provider = this.#providerOf(connectorId)
        if (provider) finish(provider)
      })
      // window.ethereum can appear without any event; re-check it a few times within the bound.
      const poll = setInterval(() => this.#discovery.refresh(), 100)
      const timeout = setTimeout(() => finish(undefined), this.#reconnectWaitMs)
    })
  }

  #activate(connectorId: string, provider: Eip1193Provider, addresses: string[], chainId: number): AdapterConnection {
    this.#deactivate()
    const detach = watchProvider(provider, {
      accountsChanged: (raw) => this.#emitter.emit('accountsChanged', { accounts: toAccounts(toAddresses(raw)) }),
      chainChanged: (raw) => {
        let id: number
        try {
          id = parseChainId(raw)
        } catch {
          return
        }
        this.#emitter.emit('chainChanged', { caipNetworkId: toCaipNetworkId(id) })
      },
      disconnect: (error) => void this.#onWalletDisconnect(provider, error),
    })
    this.#active = { connectorId, provider, detach }
    return {
      address: addresses[0]!,
      accounts: toAccounts(addresses),
      caipNetworkId: toCaipNetworkId(chainId),
      connectorId,
    }
  }

  async #onWalletDisconnect(provider: Eip1193Provider, error: unknown): Promise<void> {
    if (providerErrorCode(error) === TRANSIENT_DISCONNECT) {
      const accounts = await provider.request({ method: 'eth_accounts' }).then(toAddresses, () => [])
      if (accounts.length > 0) return
    }
    if (this.#active?.provider !== provider) return
    this.#deactivate()
    this.#emitter.emit('disconnect', undefined)
  }

  /**
   * The network's transport, the same for every read on it from this adapter (and so from one Latch instance only):
   * endpoint health, chain checks and `Retry-After` pauses carry over from one read to the next. Every read checks
   * the endpoint's chain, riding along with its first batch: one serving another chain is never believed.
   */
  async #transportOf(network: CaipNetwork): Promise<RpcTransport> {
    const { createTransportPool } = await import('@latch/core/rpc')
    const chainId = chainIdOf(network.caipNetworkId)
    this.#transports ??= createTransportPool()
    return this.#transports.transportFor(network.caipNetworkId, network.rpcUrls.default.http, {
      timeoutMs: this.#rpcTimeoutMs,
      // `Number` reads the node's 0x-hex answer in either case.
      verify: { call: { method: 'eth_chainId' }, check: (r) => Number(r) === chainId },
    })
  }

  /** A JSON-RPC read on one of the dapp's networks, through its pooled transport. */
  async #readChain(caipNetworkId: CaipNetworkId, method: string, params: unknown): Promise<unknown> {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'eip155', caipNetworkId })
    return (await this.#transportOf(network)).request(method, params)
  }

  #deactivate(): void {
    this.#active?.detach()
    this.#active = undefined
  }

  async #request(method: string, params: unknown[]): Promise<unknown> {
    const provider = this.#active?.provider
    if (!provider) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    try {
      return await provider.request({ method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
}

function toAddresses(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string' && isEvmAddress(a)) : []
}

function toAccounts(addresses: string[]): Account[] {
  return addresses.map((address) => ({ address, type: 'eoa' }))
}
