/**
 * Latch's Cosmos adapter: Keplr-API wallets (Keplr, Leap, Cosmostation) and WalletConnect's cosmos namespace, one
 * bech32 account per chain, and the dapp holds the chain. This class is what a dapp's first bundle holds: the
 * synchronous calls core makes (the address codec, `normalize`, chain configs) and thin forwards. Wallet discovery
 * and the session (./cosmosConnection) load with the first call that needs them; reads and transfers load
 * @cosmjs/stargate with their first call.
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
  type Connector,
  formatUnits,
  LazyConnection,
  lazyMethods,
  parseUnits,
  ProviderNotConnectedError,
  UnknownNetworkError,
} from '@latch/core'
import type { CosmosReads, CosmosTransfers } from './capabilities'
import type { CosmosContext } from './chainContext'
import { decodeBech32, isBech32Account } from './codec/bech32'
import type { CosmosConnection } from './cosmosConnection'
import { CHAIN_CONFIGS } from './networks'
import type { CosmosProvider } from './provider'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './remote/methods'
import { type CosmosAdapterOptions, type CosmosChainConfig, MAX_MEMO_BYTES } from './types'
import type { KeplrKey } from './wallet/types'

export class CosmosAdapter implements ChainAdapter {
  readonly namespace = 'cosmos' as const
  readonly networkControl = 'dapp' as const
  readonly reads: CosmosReads
  readonly transfers: CosmosTransfers
  readonly remote: ChainRemote

  readonly #options: CosmosAdapterOptions
  readonly #emitter = new AdapterEmitter()
  readonly #ctx: CosmosContext
  #networks: CaipNetwork[] = []
  /** ./cosmosConnection, loaded with the first call that needs it: until then no wallet is known, and none connected. */
  readonly #connection: LazyConnection<CosmosConnection>

  constructor(options: CosmosAdapterOptions = {}) {
    this.#connection = new LazyConnection(async () => {
      const { CosmosConnection } = await import('./cosmosConnection')
      return new CosmosConnection({ ctx: this.#ctx, emitter: this.#emitter, networks: () => this.#networks })
    })
    this.#options = options
    this.#ctx = {
      options,
      network: (id) => this.#network(id),
      config: (id) => this.#requireConfig(id),
      isAddress: (address, id) => this.isAddress(address, id),
      // No connection loaded is no session: nothing can pay.
      payer: (address, id) => {
        const connection = this.#connection.current
        if (!connection) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
        return connection.payer(address, id)
      },
      clients: new Map(),
    }
    const ctx = this.#ctx
    // The groups' code (and @cosmjs with it) loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance', 'getTokens', 'getActivity'])
    // The Send form offers a memo field before any transfer code loads.
    this.transfers = { ...lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare']), memo: { maxBytes: MAX_MEMO_BYTES } }
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS }, attach: async (transport) => this.#connection.use((c) => c.attach(transport)) }
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'cosmos')
  }

  /**
   * The connectors discovery knows. The first call in the browser loads the discovery code: it answers [], and what
   * discovery then finds comes by `connectorsChanged` (core listens before it asks).
   */
  syncConnectors(): Connector[] {
    return this.#connection.syncConnectors()
  }

  async connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    return this.#connection.use((c) => c.connect(params))
  }

  async reconnect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.#connection.reconnect((c) => c.reconnect(params))
  }

  async disconnect(): Promise<void> {
    return this.#connection.disconnect((c) => c.disconnect())
  }

  async switchNetwork(params: { network: CaipNetwork }): Promise<AdapterConnection> {
    return this.#connection.use((c) => c.switchNetwork(params))
  }

  /** Undefined until a connection exists (and so until its code loaded). */
  getProvider(): CosmosProvider | undefined {
    return this.#connection.current?.getProvider()
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
  async signMessage(params: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    return this.#connection.use((c) => c.signMessage(params))
  }

  // — Cosmos's own —

  /** The wallet's key on the connection's chain (public key and algorithm); undefined when not connected. */
  getKey(): KeplrKey | undefined {
    return this.#connection.current?.getKey()
  }

  /** The chain config of a network: built-in, or the `chains` option's. */
  getChainConfig(caipNetworkId: CaipNetworkId): CosmosChainConfig | undefined {
    return this.#config(caipNetworkId)
  }

  // — internals —


  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'cosmos', caipNetworkId })
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
}
