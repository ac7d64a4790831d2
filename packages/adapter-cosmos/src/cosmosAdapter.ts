/**
 * Latch's Cosmos adapter: Keplr-API wallets (Keplr, Leap, Cosmostation) and WalletConnect's cosmos namespace, one
 * bech32 account per chain, and the dapp holds the chain. This class is what a dapp's first bundle holds: the
 * synchronous calls core makes (the address codec, `normalize`, chain configs) and thin forwards. Wallet discovery
 * and the session (./cosmosConnection) load with the first call that needs them; reads and transfers load
 * @cosmjs/stargate with their first call.
 */
import { type CaipNetworkId, type ChainAdapter, type ChainRemote, LazyAdapter, lazyMethods, UnknownNetworkError } from '@latch/core'
import type { CosmosReads, CosmosTransfers } from './capabilities'
import type { CosmosContext } from './chainContext'
import { decodeBech32, isBech32Account } from './codec/bech32'
import type { CosmosConnection } from './cosmosConnection'
import { CHAIN_CONFIGS } from './networks'
import type { CosmosProvider } from './provider'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './remote/methods'
import { type CosmosAdapterOptions, type CosmosChainConfig, MAX_MEMO_BYTES } from './types'
import type { KeplrKey } from './wallet/types'

export class CosmosAdapter extends LazyAdapter<CosmosProvider, CosmosConnection> implements ChainAdapter {
  override readonly namespace = 'cosmos' as const
  readonly reads: CosmosReads
  readonly transfers: CosmosTransfers
  readonly remote: ChainRemote

  readonly #options: CosmosAdapterOptions
  readonly #ctx: CosmosContext

  constructor(options: CosmosAdapterOptions = {}) {
    super()
    this.#options = options
    this.#ctx = {
      options,
      network: (id) => this.network(id),
      config: (id) => this.#requireConfig(id),
      isAddress: (address, id) => this.isAddress(address, id),
      payer: (address, id) => this.loaded().payer(address, id),
      clients: new Map(),
    }
    const ctx = this.#ctx
    // The groups' code (and @cosmjs with it) loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance', 'getTokens', 'getActivity'])
    // The Send form offers a memo field before any transfer code loads.
    this.transfers = { ...lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare']), memo: { maxBytes: MAX_MEMO_BYTES } }
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS }, attach: async (transport) => this.connection.use((c) => c.attach(transport)) }
  }

  protected override async loadConnection(): Promise<CosmosConnection> {
    const { CosmosConnection } = await import('./cosmosConnection')
    return new CosmosConnection({ ...this.host, ctx: this.#ctx })
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

  // — Cosmos's own —

  /** The wallet's key on the connection's chain (public key and algorithm); undefined when not connected. */
  getKey(): KeplrKey | undefined {
    return this.connection.current?.getKey()
  }

  /** The chain config of a network: built-in, or the `chains` option's. */
  getChainConfig(caipNetworkId: CaipNetworkId): CosmosChainConfig | undefined {
    return this.#config(caipNetworkId)
  }

  // — internals —

  #config(caipNetworkId: CaipNetworkId): CosmosChainConfig | undefined {
    return this.#options.chains?.[caipNetworkId] ?? CHAIN_CONFIGS[caipNetworkId]
  }

  #requireConfig(caipNetworkId: CaipNetworkId): CosmosChainConfig {
    const config = this.#config(caipNetworkId)
    if (!config) throw new UnknownNetworkError({ namespace: 'cosmos', caipNetworkId })
    return config
  }
}
