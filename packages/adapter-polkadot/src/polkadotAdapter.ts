/**
 * Latch's Polkadot adapter: polkadot{.js}-compatible extensions (`window.injectedWeb3`), the dapp holds the network.
 * This class is what a dapp's first bundle holds: the synchronous calls core makes (SS58 is coded in ./codec, for
 * `isAddress` and `normalize`) and thin forwards. Extension discovery and the session (./polkadotConnection) load
 * with the first call that needs them; @polkadot/api with the first read or transfer (`reads`, `transfers` are lazy
 * groups).
 */
import {
  type AdapterSetupParameters,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainReads,
  type ChainRemote,
  type ChainTransfers,
  LazyAdapter,
  lazyMethods,
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

export class PolkadotAdapter extends LazyAdapter<unknown, PolkadotConnection> implements ChainAdapter {
  override readonly namespace = 'polkadot' as const
  readonly reads: ChainReads
  readonly transfers: ChainTransfers
  readonly remote: ChainRemote

  readonly #options: PolkadotAdapterOptions
  #appName = DEFAULT_APP_NAME
  #apis: Promise<Apis> | undefined
  readonly #ctx: PolkadotContext

  constructor(options: PolkadotAdapterOptions = {}) {
    super()
    this.#options = options
    this.#ctx = {
      network: (id) => this.network(id),
      api: async (network) => (await this.#apisOf()).of(network),
      isAddress: (address, id) => this.isAddress(address, id),
      signer: (address) => this.loaded().signer(address),
    }
    const ctx = this.#ctx
    // The groups' code (and @polkadot/api with it) loads with their first call: a dapp's first bundle holds none.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance'])
    this.transfers = lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare'])
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: [] }, attach: async (transport) => this.connection.use((c) => c.attach(transport)) }
  }

  protected override async loadConnection(): Promise<PolkadotConnection> {
    const { PolkadotConnection } = await import('./polkadotConnection')
    return new PolkadotConnection({
      ...this.host,
      reconnectWaitMs: this.#options.reconnectWaitMs,
      appName: () => this.#appName,
      prefix: (id) => this.#prefix(id),
    })
  }

  override setup(params: AdapterSetupParameters): void {
    super.setup(params)
    this.#appName = this.#options.appName ?? params.metadata?.name ?? DEFAULT_APP_NAME
  }

  /**
   * The account's free, reserved, frozen and transferable balance on a network the dapp set up, in whole units: the
   * Account view shows transferable, what can be sent. Loads @polkadot/api with the first call, as reads do.
   */
  async getBalances(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<PolkadotBalances> {
    return (await import('./capabilities')).readBalances(this.#ctx, params)
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

  // — internals —

  #prefix(caipNetworkId: CaipNetworkId): number | undefined {
    return this.#options.ss58Prefixes?.[caipNetworkId] ?? SS58_PREFIXES[caipNetworkId]
  }

  /** This adapter's ApiPromises, one per network (@polkadot/api loads with the first). */
  #apisOf(): Promise<Apis> {
    this.#apis ??= import('./rpc/apis').then(({ createApis }) => createApis())
    return this.#apis
  }
}
