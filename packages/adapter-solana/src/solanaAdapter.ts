/**
 * Latch's Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets, the dapp holds the network.
 * This file is the eager entry: it imports web3.js, spl-token and @wallet-standard/app only as types and loads
 * them with `import()` on the first call that needs them.
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
  ConnectionGuard,
  type ConnectionTicket,
  ConnectorNotFoundError,
  type Connector,
  formatUnits,
  lazyMethods,
  NoAccountsError,
  parseUnits,
  ProviderNotConnectedError,
  UnknownNetworkError,
} from '@latch/core'
import type { Connection } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaContext } from './capabilities'
import { isSolanaAddress } from './codec/address'
import { type Commitment, resolveCommitment } from './codec/commitment'
import { WALLETCONNECT_METHODS } from './remote/methods'
import type { ConnectionOf } from './rpc/connections'
import { describeSession, type Session } from './session'
import type { SolanaAdapterOptions, SolanaSendOptions, SolanaSigner } from './types'
import type { Discovery } from './wallet/discovery'

const DEFAULT_RPC_TIMEOUT_MS = 10_000
const DEFAULT_RECONNECT_WAIT_MS = 1_000

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
  readonly #guard = new ConnectionGuard()
  #networks: CaipNetwork[] = []
  #connectors: Connector[] = []
  #discovery: Promise<Discovery> | undefined
  #session: Session | undefined
  #connections: Promise<ConnectionOf> | undefined

  constructor(options: SolanaAdapterOptions = {}) {
    // Checked here so a typo fails at startup, not at the first send.
    this.#commitment = resolveCommitment(options.preflightCommitment)
    this.#options = options
    const ctx: SolanaContext = {
      network: (id) => this.#network(id),
      connection: (network) => this.#rpc(network),
      session: () => this.#requireSession(),
      commitment: this.#commitment,
      attach: (signer, connectorId, caipNetworkId) => this.#install(this.#guard.next(), signer, connectorId, caipNetworkId),
      accountsChanged: (signer, addresses) => this.#onAccounts(signer, addresses),
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

  syncConnectors(): Connector[] {
    // Discovery listens on window; on the server there is nothing to discover.
    if (typeof window === 'undefined') return []
    void this.#discover()
    return this.#connectors
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const wallet = (await this.#discover()).find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ namespace: 'solana', connectorId })
    const { connectStandard } = await import('./wallet/standardSigner')
    const accounts = await connectStandard(wallet, false)
    if (!accounts.length) throw new NoAccountsError({ namespace: 'solana', connectorId })
    const connection = await this.#installStandard(ticket, wallet, accounts, connectorId, caipNetworkId)
    // A disconnect or another connect started meanwhile: that one is what the user wants now.
    if (!connection) throw new ProviderNotConnectedError({ namespace: 'solana' })
    return connection
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    try {
      const wallet = await (await this.#discover()).waitFor(connectorId, this.#options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS)
      if (!wallet || !ticket.current()) return null
      const { connectStandard } = await import('./wallet/standardSigner')
      const accounts = await connectStandard(wallet, true)
      if (!accounts.length || !ticket.current()) return null
      return await this.#installStandard(ticket, wallet, accounts, connectorId, caipNetworkId)
    } catch {
      // A wallet that throws on a silent connect no longer authorises the dapp, as far as a reload can tell.
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#guard.next()
    const session = this.#session
    this.#session = undefined
    await session?.signer.disconnect().catch(() => undefined)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.#network(network.caipNetworkId)
    const session = this.#requireSession()
    // Wallet Standard wallets sign for whichever cluster the dapp names; nothing to ask.
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session)
  }

  getProvider(): unknown {
    return this.#session?.provider
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

  async signMessage({ message, address }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const session = this.#requireSession()
    const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
    const [signature, { default: bs58 }] = await Promise.all([session.signer.signMessage(bytes, address), import('bs58')])
    return bs58.encode(signature)
  }

  // — internals —

  #discover(): Promise<Discovery> {
    this.#discovery ??= import('./wallet/discovery').then(({ startDiscovery }) =>
      startDiscovery(this.#options.wallets ?? [], (connectors) => {
        this.#connectors = connectors
        this.#emitter.emit('connectorsChanged', { connectors })
      }),
    )
    return this.#discovery
  }

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

  async #rpc(network: CaipNetwork): Promise<Connection> {
    return (await this.#connectionsOf())(network)
  }

  #requireSession(): Session {
    if (!this.#session) throw new ProviderNotConnectedError({ namespace: 'solana' })
    return this.#session
  }

  async #installStandard(ticket: ConnectionTicket, wallet: Wallet, accounts: WalletAccount[], connectorId: string, caipNetworkId?: CaipNetworkId) {
    const { createStandardSigner } = await import('./wallet/standardSigner')
    const sendRaw = async (signed: Uint8Array, id: CaipNetworkId, options?: SolanaSendOptions) =>
      (await this.#rpc(this.#network(id))).sendRawTransaction(signed, { preflightCommitment: this.#commitment, ...options })
    const signer: SolanaSigner = createStandardSigner(wallet, accounts, (addresses) => this.#onAccounts(signer, addresses), sendRaw)
    return this.#install(ticket, signer, connectorId, caipNetworkId)
  }

  /** Makes `signer` the active connection, unless a newer connect, reconnect or disconnect started since `ticket`. */
  async #install(ticket: ConnectionTicket, signer: SolanaSigner, connectorId: string, caipNetworkId?: CaipNetworkId): Promise<AdapterConnection | null> {
    const [{ openSession }, connection] = await Promise.all([import('./provider/openSession'), this.#connectionsOf()])
    if (!ticket.current()) {
      signer.close()
      return null
    }
    // The requested network when the dapp has it, else the dapp's first (the wallet does not pick on Solana).
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId) ?? this.#networks[0]
    if (!network) throw new UnknownNetworkError({ namespace: 'solana', caipNetworkId: caipNetworkId ?? 'solana:?' })
    const previous = this.#session
    if (previous && previous.signer !== signer) previous.signer.close()
    this.#session = openSession(signer, connectorId, network.caipNetworkId, {
      network: (id) => this.#network(id),
      commitment: this.#commitment,
      connection,
    })
    return describeSession(this.#session)
  }

  #onAccounts(signer: SolanaSigner, addresses: string[]): void {
    if (this.#session?.signer !== signer) return
    if (!addresses.length) {
      // The wallet ended the connection: forget it, and report it as core expects (an empty account list).
      signer.close()
      this.#session = undefined
    }
    this.#emitter.emit('accountsChanged', { accounts: addresses.map((address) => ({ address, type: 'eoa' })) })
  }
}
