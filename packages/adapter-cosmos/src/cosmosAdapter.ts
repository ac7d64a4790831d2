/**
 * Latch's Cosmos adapter: Keplr-API wallets (Keplr, Leap, Cosmostation) and WalletConnect's cosmos namespace, one
 * bech32 account per chain, and the dapp holds the chain. Connection, networks and the address codec need no chain
 * SDK (./codec); reads and transfers load @cosmjs/stargate with their first call.
 */
import {
  type AdapterConnection,
  AdapterEmitter,
  type AdapterEventName,
  type AdapterListener,
  type AdapterSetupParameters,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainRemote,
  ConnectionGuard,
  type ConnectionTicket,
  ConnectorNotFoundError,
  type Connector,
  formatUnits,
  lazyMethods,
  parseUnits,
  ProviderNotConnectedError,
  type RemoteWalletTransport,
  UnknownNetworkError,
  UserRejectedRequestError,
} from '@latch/core'
import type { CosmosContext, CosmosReads, CosmosTransfers } from './capabilities'
import { chainInfoOf } from './chainInfo'
import { decodeBech32, isBech32Account } from './codec/bech32'
import { toChainNotSupportedError } from './errors'
import { CHAIN_CONFIGS } from './networks'
import { cosmosProvider, type CosmosProvider } from './provider'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './remote/methods'
import { chainIdOf, describeSession, type Session } from './session'
import { type CosmosAdapterOptions, type CosmosChainConfig, MAX_MEMO_BYTES } from './types'
import { type CosmosWindow, type Discovery, startDiscovery } from './wallet/discovery'
import type { CosmosWallet, KeplrKey } from './wallet/types'

const DEFAULT_RECONNECT_WAIT_MS = 3_000

export class CosmosAdapter implements ChainAdapter {
  readonly namespace = 'cosmos' as const
  readonly networkControl = 'dapp' as const
  readonly reads: CosmosReads
  readonly transfers: CosmosTransfers
  readonly remote: ChainRemote

  readonly #options: CosmosAdapterOptions
  readonly #emitter = new AdapterEmitter()
  readonly #guard = new ConnectionGuard()
  readonly #ctx: CosmosContext
  #networks: CaipNetwork[] = []
  #connectors: Connector[] = []
  #discovery: Discovery | undefined
  #session: Session | undefined

  constructor(options: CosmosAdapterOptions = {}) {
    this.#options = options
    this.#ctx = {
      options,
      network: (id) => this.#network(id),
      config: (id) => this.#requireConfig(id),
      isAddress: (address, id) => this.isAddress(address, id),
      payer: (address, id) => this.#payer(address, id),
      clients: new Map(),
    }
    const ctx = this.#ctx
    // The groups' code (and @cosmjs with it) loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance', 'getTokens', 'getActivity'])
    // The Send form offers a memo field before any transfer code loads.
    this.transfers = { ...lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare']), memo: { maxBytes: MAX_MEMO_BYTES } }
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS }, attach: (transport) => this.#attach(transport) }
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'cosmos')
  }

  syncConnectors(): Connector[] {
    this.#discover()
    return this.#connectors
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const wallet = this.#discover()?.find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ namespace: 'cosmos', connectorId })
    const network = this.#networkOrFirst(caipNetworkId)
    const key = await this.#enable(wallet, network)
    const connection = this.#install(ticket, wallet, key, connectorId, network.caipNetworkId)
    // A disconnect or another connect started meanwhile: that one is what the user wants now.
    if (!connection) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    return connection
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    try {
      const wallet = await this.#discover()?.waitFor(connectorId, this.#options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS)
      if (!wallet || !ticket.current()) return null
      const network = this.#networkOrFirst(caipNetworkId)
      // Keplr has no silent "is this site enabled?": getKey answers for an enabled chain and throws otherwise.
      // Never `enable` here, which would prompt after a reload.
      const key = await wallet.getKey(chainIdOf(network.caipNetworkId))
      return this.#install(ticket, wallet, key, connectorId, network.caipNetworkId) ?? null
    } catch {
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#guard.next()
    const session = this.#session
    this.#session = undefined
    session?.unsubscribe()
    await session?.wallet.disable(chainIdOf(session.caipNetworkId)).catch(() => undefined)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.#network(network.caipNetworkId)
    const session = this.#requireSession()
    let key: KeplrKey
    try {
      // Already enabled: no prompt.
      key = await session.wallet.getKey(chainIdOf(known.caipNetworkId))
    } catch {
      key = await this.#enable(session.wallet, known)
    }
    if (this.#session !== session) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    session.caipNetworkId = known.caipNetworkId
    session.key = key
    return describeSession(session)
  }

  getProvider(): CosmosProvider | undefined {
    const session = this.#session
    return session ? cosmosProvider(session, (message, address, caipNetworkId) => this.signMessage({ message, address, caipNetworkId })) : undefined
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  /** bech32 with the network's account prefix (20-byte keys, 32-byte module and contract accounts). */
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean {
    const config = this.#config(caipNetworkId)
    return !!config && isBech32Account(address, config.prefix)
  }

  /** bech32 is case-insensitive and written in lower case; tx hashes are upper-case hex (CometBFT's spelling). */
  normalize(value: string, kind: 'address' | 'hash'): string {
    if (kind === 'hash') return /^[0-9a-fA-F]{64}$/.test(value) ? value.toUpperCase() : value
    return decodeBech32(value) ? value.toLowerCase() : value
  }

  /** ADR-036 (`signArbitrary`) by `address` on the chain; the signature, base64 (`verifyArbitraryMessage` checks it). */
  async signMessage({ message, address, caipNetworkId }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const { wallet } = this.#payer(address, caipNetworkId)
    return (await wallet.signArbitrary(chainIdOf(caipNetworkId), address, message)).signature
  }

  // — Cosmos's own —

  /** The wallet's key on the connection's chain (public key and algorithm); undefined when not connected. */
  getKey(): KeplrKey | undefined {
    return this.#session?.key
  }

  /** The chain config of a network: built-in, or the `chains` option's. */
  getChainConfig(caipNetworkId: CaipNetworkId): CosmosChainConfig | undefined {
    return this.#config(caipNetworkId)
  }

  // — internals —

  #discover(): Discovery | undefined {
    // Wallets inject into window; on the server there is nothing to discover.
    const win = (globalThis as { window?: CosmosWindow }).window
    if (!win) return undefined
    this.#discovery ??= startDiscovery(win, (connectors) => {
      this.#connectors = connectors
      this.#emitter.emit('connectorsChanged', { connectors })
    })
    return this.#discovery
  }

  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'cosmos', caipNetworkId })
    return network
  }

  /** The requested network when the dapp has it, else the dapp's first (the dapp holds the network). */
  #networkOrFirst(caipNetworkId?: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId) ?? this.#networks[0]
    if (!network) throw new UnknownNetworkError({ namespace: 'cosmos', caipNetworkId: caipNetworkId ?? 'cosmos:?' })
    return network
  }

  #config(caipNetworkId: CaipNetworkId): CosmosChainConfig | undefined {
    return this.#options.chains?.[caipNetworkId] ?? CHAIN_CONFIGS[caipNetworkId]
  }

  #requireConfig(caipNetworkId: CaipNetworkId): CosmosChainConfig {
    const config = this.#config(caipNetworkId)
    if (!config) throw new UnknownNetworkError({ namespace: 'cosmos', caipNetworkId })
    return config
  }

  /**
   * Enables the network's chain in the wallet (a prompt where it is new to the dapp) and reads the key there. A chain
   * the wallet lacks is suggested first, built from the network and its config; a refusal is 'Chain is not supported'.
   */
  async #enable(wallet: CosmosWallet, network: CaipNetwork): Promise<KeplrKey> {
    const chainId = chainIdOf(network.caipNetworkId)
    const config = this.#requireConfig(network.caipNetworkId)
    try {
      await wallet.enable(chainId)
    } catch (error) {
      if (error instanceof UserRejectedRequestError || !wallet.suggestChain) throw error
      try {
        await wallet.suggestChain(chainInfoOf(network, config))
      } catch (refused) {
        throw toChainNotSupportedError(refused)
      }
      await wallet.enable(chainId)
    }
    return wallet.getKey(chainId)
  }

  #payer(address: string, caipNetworkId: CaipNetworkId): { wallet: CosmosWallet; key: KeplrKey } {
    const session = this.#requireSession()
    // The key is the session's chain's; another chain's address is another key for the wallet.
    if (session.caipNetworkId !== caipNetworkId || session.key.bech32Address !== address) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    return { wallet: session.wallet, key: session.key }
  }

  #requireSession(): Session {
    if (!this.#session) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    return this.#session
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async #attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportWallet } = await import('./remote/transportWallet')
    const wallet = transportWallet(transport)
    const network = this.#networkOrFirst(transport.caipNetworkId)
    const key = await wallet.getKey(chainIdOf(network.caipNetworkId))
    const connection = this.#install(ticket, wallet, key, connectorId, network.caipNetworkId)
    if (!connection) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    return connection
  }

  /** Makes the wallet the active connection; undefined when a newer connect, reconnect or disconnect started since `ticket`. */
  #install(ticket: ConnectionTicket, wallet: CosmosWallet, key: KeplrKey, connectorId: string, caipNetworkId: CaipNetworkId): AdapterConnection | undefined {
    if (!ticket.current()) return undefined
    this.#session?.unsubscribe()
    const session: Session = { connectorId, wallet, caipNetworkId, key, unsubscribe: () => undefined }
    this.#session = session
    session.unsubscribe = wallet.onKeyChange(() => void this.#onKeyChange(session))
    return describeSession(session)
  }

  /** The wallet's user picked another key: read it on the session's chain; gone (disabled) means the dapp was dropped. */
  async #onKeyChange(session: Session): Promise<void> {
    const key = await session.wallet.getKey(chainIdOf(session.caipNetworkId)).catch(() => undefined)
    if (this.#session !== session || key?.bech32Address === session.key.bech32Address) return
    if (!key) {
      session.unsubscribe()
      this.#session = undefined
      this.#emitter.emit('accountsChanged', { accounts: [] })
      return
    }
    session.key = key
    this.#emitter.emit('accountsChanged', { accounts: describeSession(session).accounts })
  }
}
