/**
 * Latch's Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets, the dapp holds the network.
 * This file is the eager entry: the synchronous calls core makes and thin forwards. Discovery and the session
 * (./solanaConnection) load with the first call that needs them; web3.js, spl-token and @wallet-standard/app are
 * imported here only as types and load with `import()` on the first call that needs them.
 */
import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type ChainReads,
  type ChainRemote,
  type ChainTransactions,
  type ChainTransfers,
  LazyAdapter,
  lazyMethods,
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

export class SolanaAdapter extends LazyAdapter<unknown, SolanaConnection> implements ChainAdapter {
  override readonly namespace = 'solana' as const
  readonly reads: ChainReads
  readonly transfers: ChainTransfers
  readonly transactions: ChainTransactions
  readonly remote: ChainRemote

  readonly #options: SolanaAdapterOptions
  readonly #commitment: Commitment
  #connections: Promise<ConnectionOf> | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    super()
    // Checked here so a typo fails at startup, not at the first send.
    this.#commitment = resolveCommitment(options.preflightCommitment)
    this.#options = options
    const ctx: SolanaContext = {
      network: (id) => this.network(id),
      connection: async (network) => (await this.#connectionsOf())(network),
      session: () => this.loaded().session(),
      commitment: this.#commitment,
      attach: async (signer, connectorId, caipNetworkId) => this.connection.use((c) => c.attach(signer, connectorId, caipNetworkId)),
      accountsChanged: (signer, addresses) => this.connection.current?.onAccounts(signer, addresses),
    }
    // The groups' code (input checks included) loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance', 'getTokens', 'getActivity'])
    this.transfers = lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare'])
    this.transactions = lazyMethods(async () => (await groups()).createTransactions(ctx), ['send'])
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: [] }, attach: async (transport) => (await groups()).createRemote(ctx).attach(transport) }
  }

  protected override async loadConnection(): Promise<SolanaConnection> {
    const { SolanaConnection } = await import('./solanaConnection')
    return new SolanaConnection({
      ...this.host,
      commitment: this.#commitment,
      wallets: this.#options.wallets ?? [],
      reconnectWaitMs: this.#options.reconnectWaitMs,
      connections: () => this.#connectionsOf(),
    })
  }

  isAddress(address: string, _caipNetworkId: CaipNetworkId): boolean {
    // One address format on every cluster.
    return isSolanaAddress(address)
  }

  // — internals —

  /** A network is found by its deprecated id too (mainnet's legacy one), which dapps and wallets may still send. */
  protected override network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.networks.find((n) => n.caipNetworkId === caipNetworkId || n.deprecatedCaipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'solana', caipNetworkId })
    return network
  }

  /** This adapter's Connections, one per network (web3.js loads with the first). */
  #connectionsOf(): Promise<ConnectionOf> {
    this.#connections ??= import('./rpc/connections').then(({ createConnections }) => createConnections(this.#commitment, this.#options.rpcTimeoutMs ?? DEFAULT_RPC_TIMEOUT_MS))
    return this.#connections
  }
}
