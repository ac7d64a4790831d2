/**
 * Latch's Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets, the dapp holds the network.
 * This file is the eager entry: the synchronous calls core makes and thin forwards. Discovery and the session
 * (./solanaConnection) load with the first call that needs them; web3.js, spl-token and @wallet-standard/app are
 * imported here only as types and load with `import()` on the first call that needs them.
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
  type ChainReads,
  type ChainRemote,
  type ChainTransactions,
  type ChainTransfers,
  type Connector,
  formatUnits,
  LazyConnection,
  lazyMethods,
  parseUnits,
  ProviderNotConnectedError,
  UnknownNetworkError,
} from '@latch/core'
import type { SolanaContext } from './capabilities'
import { isSolanaAddress } from './codec/address'
import { type Commitment, resolveCommitment } from './codec/commitment'
import { WALLETCONNECT_METHODS } from './remote/methods'
import type { ConnectionOf } from './rpc/connections'
import type { SolanaConnection } from './solanaConnection'
import type { SolanaAdapterOptions } from './types'

const DEFAULT_RPC_TIMEOUT_MS = 10_000

export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly networkControl = 'dapp' as const
  readonly reads: ChainReads
  readonly transfers: ChainTransfers
  readonly transactions: ChainTransactions
  readonly remote: ChainRemote

  readonly #options: SolanaAdapterOptions
  readonly #commitment: Commitment
  readonly #emitter = new AdapterEmitter()
  #networks: CaipNetwork[] = []
  /** ./solanaConnection, loaded with the first call that needs it: until then no wallet is known, and none connected. */
  readonly #connection: LazyConnection<SolanaConnection>
  #connections: Promise<ConnectionOf> | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    this.#connection = new LazyConnection(async () => {
      const { SolanaConnection } = await import('./solanaConnection')
      return new SolanaConnection({
        emitter: this.#emitter,
        commitment: this.#commitment,
        wallets: this.#options.wallets ?? [],
        reconnectWaitMs: this.#options.reconnectWaitMs,
        networks: () => this.#networks,
        network: (id) => this.#network(id),
        connections: () => this.#connectionsOf(),
      })
    })
    // Checked here so a typo fails at startup, not at the first send.
    this.#commitment = resolveCommitment(options.preflightCommitment)
    this.#options = options
    const ctx: SolanaContext = {
      network: (id) => this.#network(id),
      connection: async (network) => (await this.#connectionsOf())(network),
      // No connection loaded is no session.
      session: () => {
        const connection = this.#connection.current
        if (!connection) throw new ProviderNotConnectedError({ namespace: 'solana' })
        return connection.session()
      },
      commitment: this.#commitment,
      attach: async (signer, connectorId, caipNetworkId) => this.#connection.use((c) => c.attach(signer, connectorId, caipNetworkId)),
      accountsChanged: (signer, addresses) => this.#connection.current?.onAccounts(signer, addresses),
    }
    // The groups' code (input checks included) loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance', 'getTokens', 'getActivity'])
    this.transfers = lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare'])
    this.transactions = lazyMethods(async () => (await groups()).createTransactions(ctx), ['send'])
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: [] }, attach: async (transport) => (await groups()).createRemote(ctx).attach(transport) }
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'solana')
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
  getProvider(): unknown {
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

  isAddress(address: string, _caipNetworkId: CaipNetworkId): boolean {
    // One address format on every cluster.
    return isSolanaAddress(address)
  }

  async signMessage(params: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    return this.#connection.use((c) => c.signMessage(params))
  }

  // — internals —


  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId || n.deprecatedCaipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'solana', caipNetworkId })
    return network
  }

  /** This adapter's Connections, one per network (web3.js loads with the first). */
  #connectionsOf(): Promise<ConnectionOf> {
    this.#connections ??= import('./rpc/connections').then(({ createConnections }) => createConnections(this.#commitment, this.#options.rpcTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS))
    return this.#connections
  }
}
