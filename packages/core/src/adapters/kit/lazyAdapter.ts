import { ProviderNotConnectedError, UnknownNetworkError } from '../../errors/adapterKit'
import type { CaipNetwork, CaipNetworkId, ChainNamespace, Connector } from '../../types/chain'
import type { ChainAdapter } from '../chainAdapter'
import type { AdapterConnection, AdapterEventName, AdapterListener, AdapterSetupParameters } from '../connection'
import { AdapterEmitter } from './emitter'
import { LazyConnection } from './lazyConnection'
import { formatUnits, parseUnits } from './units'

type ConnectParameters = Parameters<ChainAdapter['connect']>[0]
type SignMessageParameters = Parameters<ChainAdapter['signMessage']>[0]

/** The adapter's connection code as `LazyAdapter` loads it: the connection half of the adapter contract. */
export interface ConnectionCode<P = unknown> {
  syncConnectors(): Connector[]
  connect(params: ConnectParameters): Promise<AdapterConnection>
  reconnect(params: ConnectParameters): Promise<AdapterConnection | null>
  disconnect(): void | Promise<void>
  switchNetwork(params: { network: CaipNetwork }): AdapterConnection | Promise<AdapterConnection>
  getProvider(): P | undefined
  signMessage(params: SignMessageParameters): Promise<string>
}

/** What every connection code needs of the adapter that loaded it. */
export interface ConnectionHost {
  readonly namespace: ChainNamespace
  readonly emitter: AdapterEmitter
  /** A network the dapp set up; UnknownNetworkError otherwise. */
  network(caipNetworkId: CaipNetworkId): CaipNetwork
  /** The requested network when the dapp has it, else the dapp's first: the dapp holds the network. */
  networkOrFirst(caipNetworkId?: CaipNetworkId): CaipNetwork
}

type ForwardedCalls = 'networkControl' | 'setup' | 'syncConnectors' | 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'getProvider' | 'on' | 'formatUnits' | 'parseUnits' | 'signMessage'

/**
 * The part of a 'dapp'-network adapter that is the same in every family: the dapp's networks of the namespace, the
 * event listeners, the units codec, and the connection calls forwarded to connection code loaded on first use (so the
 * first bundle holds only what core asks synchronously). A subclass names its namespace, loads its connection code,
 * and adds its codec and capability groups.
 */
export abstract class LazyAdapter<P, C extends ConnectionCode<P>> implements Pick<ChainAdapter, ForwardedCalls> {
  abstract readonly namespace: ChainNamespace
  readonly networkControl = 'dapp' as const
  protected readonly emitter = new AdapterEmitter()
  /** The connection code; until it loaded no wallet is known, and none connected. */
  protected readonly connection = new LazyConnection<C>(() => this.loadConnection())
  #networks: CaipNetwork[] = []

  /** Imports the connection code (with `import()`, so it stays out of the first bundle) and builds it. */
  protected abstract loadConnection(): Promise<C>

  /** The dapp's networks of this adapter's namespace, as `setup` gave them. */
  protected get networks(): readonly CaipNetwork[] {
    return this.#networks
  }

  /** What the connection code is given of this adapter; bound, so the code can pass the lookups on. */
  protected get host(): ConnectionHost {
    return { namespace: this.namespace, emitter: this.emitter, network: (id) => this.network(id), networkOrFirst: (id) => this.networkOrFirst(id) }
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === this.namespace)
  }

  /**
   * The connectors discovery knows. The first call in the browser loads the discovery code: it answers [], and what
   * discovery then finds comes by `connectorsChanged` (core listens before it asks).
   */
  syncConnectors(): Connector[] {
    return this.connection.syncConnectors()
  }

  async connect(params: ConnectParameters): Promise<AdapterConnection> {
    return this.connection.use((c) => c.connect(params))
  }

  async reconnect(params: ConnectParameters): Promise<AdapterConnection | null> {
    return this.connection.reconnect((c) => c.reconnect(params))
  }

  async disconnect(): Promise<void> {
    return this.connection.disconnect((c) => c.disconnect())
  }

  async switchNetwork(params: { network: CaipNetwork }): Promise<AdapterConnection> {
    return this.connection.use((c) => c.switchNetwork(params))
  }

  /** Undefined until a connection exists (and so until its code loaded). */
  getProvider(): P | undefined {
    return this.connection.current?.getProvider()
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.emitter.on(event, listener)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  async signMessage(params: SignMessageParameters): Promise<string> {
    return this.connection.use((c) => c.signMessage(params))
  }

  /** A network the dapp set up; UnknownNetworkError otherwise. */
  protected network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: this.namespace, caipNetworkId })
    return network
  }

  /** The requested network when the dapp has it, else the dapp's first; UnknownNetworkError when it has none. */
  protected networkOrFirst(caipNetworkId?: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId) ?? this.#networks[0]
    if (!network) throw new UnknownNetworkError({ namespace: this.namespace, caipNetworkId: caipNetworkId ?? `${this.namespace}:?` })
    return network
  }

  /**
   * The loaded connection code, for the capability groups' synchronous needs (the session that signs or pays). None
   * loaded is no session: ProviderNotConnectedError.
   */
  protected loaded(): C {
    const connection = this.connection.current
    if (!connection) throw new ProviderNotConnectedError({ namespace: this.namespace })
    return connection
  }
}
