/**
 * Latch's Polkadot adapter: polkadot{.js}-compatible extensions (`window.injectedWeb3`), the dapp holds the network.
 * This class is what a dapp's first bundle holds: the synchronous calls core makes (SS58 is coded in ./codec, for
 * `isAddress` and `normalize`) and thin forwards. Extension discovery and the session (./polkadotConnection) load
 * with the first call that needs them; @polkadot/api with the first read or transfer (`reads`, `transfers` are lazy
 * groups).
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
  type ChainTransfers,
  type Connector,
  formatUnits,
  LazyConnection,
  lazyMethods,
  parseUnits,
  ProviderNotConnectedError,
  UnknownNetworkError,
} from '@latch/core'
import type { PolkadotContext } from './capabilities'
import { decodeSs58, toHex } from './codec/ss58'
import { SS58_PREFIXES } from './networks'
import type { PolkadotConnection } from './polkadotConnection'
import { WALLETCONNECT_METHODS } from './remote/methods'
import type { PolkadotBalances } from './reads/readBalance'
import type { Apis } from './rpc/apis'
import type { PolkadotAdapterOptions } from './types'

const DEFAULT_APP_NAME = 'Latch'

export class PolkadotAdapter implements ChainAdapter {
  readonly namespace = 'polkadot' as const
  readonly networkControl = 'dapp' as const
  readonly reads: ChainReads
  readonly transfers: ChainTransfers
  readonly remote: ChainRemote

  readonly #options: PolkadotAdapterOptions
  readonly #emitter = new AdapterEmitter()
  #networks: CaipNetwork[] = []
  #appName = DEFAULT_APP_NAME
  /** ./polkadotConnection, loaded with the first call that needs it: until then no wallet is known, and none connected. */
  readonly #connection: LazyConnection<PolkadotConnection>
  #apis: Promise<Apis> | undefined
  readonly #ctx: PolkadotContext

  constructor(options: PolkadotAdapterOptions = {}) {
    this.#connection = new LazyConnection(async () => {
      const { PolkadotConnection } = await import('./polkadotConnection')
      return new PolkadotConnection({
        emitter: this.#emitter,
        reconnectWaitMs: this.#options.reconnectWaitMs,
        appName: () => this.#appName,
        networks: () => this.#networks,
        network: (id) => this.#network(id),
        prefix: (id) => this.#prefix(id),
      })
    })
    this.#options = options
    this.#ctx = {
      network: (id) => this.#network(id),
      api: async (network) => (await this.#apisOf()).of(network),
      isAddress: (address, id) => this.isAddress(address, id),
      // No connection loaded is no session: nothing can sign.
      signer: (address) => {
        const connection = this.#connection.current
        if (!connection) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
        return connection.signer(address)
      },
    }
    const ctx = this.#ctx
    // The groups' code (and @polkadot/api with it) loads with their first call: a dapp's first bundle holds none.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance'])
    this.transfers = lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare'])
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: [] }, attach: async (transport) => this.#connection.use((c) => c.attach(transport)) }
  }

  setup({ networks, metadata }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'polkadot')
    this.#appName = this.#options.appName ?? metadata?.name ?? DEFAULT_APP_NAME
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

  /** The extension's `Injected`; undefined until a connection exists (and so until its code loaded). */
  getProvider(): unknown {
    return this.#connection.current?.getProvider()
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }

  /**
   * The account's free, reserved, frozen and transferable balance on a network the dapp set up, in whole units: the
   * Account view shows transferable, what can be sent. Loads @polkadot/api with the first call, as reads do.
   */
  async getBalances(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<PolkadotBalances> {
    return (await import('./capabilities')).readBalances(this.#ctx, params)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean {
    const decoded = decodeSs58(address)
    if (!decoded) return false
    const prefix = this.#prefix(caipNetworkId)
    return prefix === undefined || decoded.prefix === prefix
  }

  normalize(value: string, kind: 'address' | 'hash'): string {
    // One account has a spelling per prefix; its public key is what they share.
    if (kind === 'address') {
      const decoded = decodeSs58(value)
      return decoded ? toHex(decoded.accountId) : value
    }
    return /^0x[0-9a-fA-F]*$/.test(value) ? value.toLowerCase() : value
  }

  async signMessage(params: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    return this.#connection.use((c) => c.signMessage(params))
  }

  // — internals —


  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'polkadot', caipNetworkId })
    return network
  }

  #prefix(caipNetworkId: CaipNetworkId): number | undefined {
    return this.#options.ss58Prefixes?.[caipNetworkId] ?? SS58_PREFIXES[caipNetworkId]
  }

  /** This adapter's ApiPromises, one per network (@polkadot/api loads with the first). */
  #apisOf(): Promise<Apis> {
    this.#apis ??= import('./rpc/apis').then(({ createApis }) => createApis())
    return this.#apis
  }
}
