/**
 * Latch's Bitcoin adapter: Bitcoin Wallet Standard, WBIP004 and vendor-global wallets in one connector list, a
 * payment and an ordinals address per connection, and the dapp holds the network. Connection and the address codec
 * need no chain SDK (./codec); reads load with their first call, bitcoinjs-lib with the first transfer.
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
  ConnectionGuard,
  type ConnectionTicket,
  ConnectorNotFoundError,
  type Connector,
  formatUnits,
  lazyMethods,
  NoAccountsError,
  parseUnits,
  ProviderNotConnectedError,
  type RemoteWalletTransport,
  UnknownNetworkError,
} from '@latch/core'
import type { BitcoinContext, BitcoinTransfers } from './capabilities'
import { addressType } from './codec/address'
import { decodeSegwit } from './codec/bech32'
import { ADDRESS_FORMATS, type AddressFormat } from './networks'
import { WALLETCONNECT_EVENTS, WALLETCONNECT_METHODS } from './remote/methods'
import { addressesOn, describeAccounts, describeSession, type NetworkAddresses, type Session } from './session'
import type { AddressBalance, FeeRates, Utxo } from './source/types'
import type { BitcoinProvider } from './provider'
import type { BitcoinAdapterOptions } from './types'
import { type BitcoinWindow, type Discovery, startDiscovery } from './wallet/discovery'
import type { BitcoinWallet, WalletAddress } from './wallet/types'

const DEFAULT_RECONNECT_WAIT_MS = 1_000

export class BitcoinAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const
  readonly networkControl = 'dapp' as const
  readonly reads: ChainReads
  readonly transfers: BitcoinTransfers
  readonly remote: ChainRemote

  readonly #options: BitcoinAdapterOptions
  readonly #emitter = new AdapterEmitter()
  readonly #guard = new ConnectionGuard()
  readonly #ctx: BitcoinContext
  #networks: CaipNetwork[] = []
  #connectors: Connector[] = []
  #discovery: Discovery | undefined
  #session: Session | undefined

  constructor(options: BitcoinAdapterOptions = {}) {
    this.#options = options
    this.#ctx = {
      options,
      network: (id) => this.#network(id),
      format: (id) => this.#requireFormat(id),
      isAddress: (address, id) => this.isAddress(address, id),
      payer: (address, id) => this.#payer(address, id),
      sources: new Map(),
    }
    const ctx = this.#ctx
    // The groups' code loads with their first call: a dapp's first bundle holds none of it.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx, formatUnits), ['getBalance', 'getActivity'])
    // The Send form offers the source's three estimates before any transfer code loads.
    const feeSpeeds = { options: ['slow', 'normal', 'fast'] as const, default: options.feeSpeed ?? 'normal' }
    this.transfers = { ...lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare']), feeSpeeds }
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: WALLETCONNECT_EVENTS }, attach: (transport) => this.#attach(transport) }
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'bip122')
  }

  syncConnectors(): Connector[] {
    this.#discover()
    return this.#connectors
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const wallet = await this.#discover()?.find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ namespace: 'bip122', connectorId })
    const addresses = await wallet.connect()
    const connection = this.#install(ticket, wallet, addresses, connectorId, caipNetworkId)
    // A disconnect or another connect started meanwhile: that one is what the user wants now.
    if (connection === null) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    if (!connection) throw new NoAccountsError({ namespace: 'bip122', connectorId })
    return connection
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    try {
      const wallet = await this.#discover()?.waitFor(connectorId, this.#options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS)
      if (!wallet || !ticket.current()) return null
      // Only a wallet's silent call (wallet.accounts, wallet_getAccount, getAccounts): never a prompt after a reload.
      const addresses = await wallet.authorized()
      if (!addresses?.length || !ticket.current()) return null
      return this.#install(ticket, wallet, addresses, connectorId, caipNetworkId) ?? null
    } catch {
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#guard.next()
    const session = this.#session
    this.#session = undefined
    session?.unsubscribe()
    await session?.wallet.disconnect().catch(() => undefined)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.#network(network.caipNetworkId)
    const session = this.#requireSession()
    // Addresses differ by network (bc1 / tb1 / bcrt1): the wallet must share one for the new network. A wallet
    // that holds its own network (Xverse, Leather) may have moved since connecting: ask it again, silently.
    let found = this.#addressesOn(session.addresses, known.caipNetworkId)
    if (!found) {
      const now = await session.wallet.authorized().catch(() => null)
      found = now ? this.#addressesOn(now, known.caipNetworkId) : undefined
      if (!found || this.#session !== session) throw new NoAccountsError({ namespace: 'bip122', connectorId: session.connectorId })
      session.addresses = now ?? session.addresses
    }
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session, found)
  }

  getProvider(): BitcoinProvider | undefined {
    const session = this.#session
    if (!session) return undefined
    // The calls load with their first use (with the capability groups): the facade costs a dapp's first bundle nothing.
    const methods = lazyMethods(async () => (await import('./provider')).bitcoinProvider(this, session, this.#ctx), ['getAccountAddresses', 'signMessage', 'signPSBT', 'sendTransfer'])
    return { wallet: session.wallet.provider, ...methods }
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

  /** bech32/bech32m (`bc1`, `tb1`, `bcrt1`; witness v0 and v1) or base58check P2PKH/P2SH with the network's versions. */
  isAddress(address: string, caipNetworkId: CaipNetworkId): boolean {
    const format = this.#format(caipNetworkId)
    return !!format && addressType(address, format) !== undefined
  }

  /** bech32 is case-insensitive (a QR code's upper case is the same address); base58 and everything else stay as they are. */
  normalize(value: string, kind: 'address' | 'hash'): string {
    if (kind === 'hash') return /^[0-9a-fA-F]{64}$/.test(value) ? value.toLowerCase() : value
    return decodeSegwit(value) ? value.toLowerCase() : value
  }

  async signMessage({ message, address, caipNetworkId }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const session = this.#requireSession()
    if (!session.addresses.some((a) => a.address === address) || !this.isAddress(address, caipNetworkId)) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    return session.wallet.signMessage({ address, message })
  }

  // — Bitcoin's own —

  /** The connection's payment and ordinals addresses on its network, with their public keys; undefined when not connected. */
  getAddresses(): NetworkAddresses | undefined {
    const session = this.#session
    return session ? this.#addressesOn(session.addresses, session.caipNetworkId) : undefined
  }

  /** Confirmed and unconfirmed (mempool) balance of an address, in satoshis. */
  async getBalances(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<AddressBalance> {
    return (await import('./capabilities')).readBalances(this.#ctx, params)
  }

  async getUtxos(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<Utxo[]> {
    return (await import('./capabilities')).readUtxos(this.#ctx, params)
  }

  /** The source's slow / normal / fast fee rates, sat/vB. */
  async getFeeRates({ caipNetworkId }: { caipNetworkId: CaipNetworkId }): Promise<FeeRates> {
    return (await import('./capabilities')).readFeeRates(this.#ctx, caipNetworkId)
  }

  // — internals —

  #discover(): Discovery | undefined {
    // Wallets inject into window; on the server there is nothing to discover.
    const win = (globalThis as { window?: BitcoinWindow }).window
    if (!win) return undefined
    this.#discovery ??= startDiscovery(win, (connectors) => {
      this.#connectors = connectors
      this.#emitter.emit('connectorsChanged', { connectors })
    })
    return this.#discovery
  }

  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownNetworkError({ namespace: 'bip122', caipNetworkId })
    return network
  }

  #format(caipNetworkId: CaipNetworkId): AddressFormat | undefined {
    return this.#options.addressFormats?.[caipNetworkId] ?? ADDRESS_FORMATS[caipNetworkId]
  }

  #requireFormat(caipNetworkId: CaipNetworkId): AddressFormat {
    const format = this.#format(caipNetworkId)
    if (!format) throw new UnknownNetworkError({ namespace: 'bip122', caipNetworkId })
    return format
  }

  #addressesOn(addresses: readonly WalletAddress[], caipNetworkId: CaipNetworkId): NetworkAddresses | undefined {
    return addressesOn(addresses, (a) => this.isAddress(a, caipNetworkId))
  }

  #payer(address: string, caipNetworkId: CaipNetworkId): { wallet: BitcoinWallet; sender: WalletAddress } {
    const session = this.#requireSession()
    const found = this.#addressesOn(session.addresses, caipNetworkId)
    // Sends only ever spend the payment address's coins: the ordinals address holds inscriptions a fee could burn.
    if (!found || found.payment.address !== address) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    return { wallet: session.wallet, sender: found.payment }
  }

  #requireSession(): Session {
    if (!this.#session) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    return this.#session
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async #attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportWallet } = await import('./remote/transportWallet')
    const wallet = transportWallet(transport, () => this.#session?.caipNetworkId ?? transport.caipNetworkId)
    const connection = this.#install(ticket, wallet, await wallet.connect(), connectorId, transport.caipNetworkId)
    if (connection === null) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    if (!connection) throw new NoAccountsError({ namespace: 'bip122', connectorId })
    return connection
  }

  /**
   * Makes the wallet the active connection. null when a newer connect, reconnect or disconnect started since
   * `ticket`; undefined when the wallet shared no payment address for the network.
   */
  #install(ticket: ConnectionTicket, wallet: BitcoinWallet, addresses: WalletAddress[], connectorId: string, caipNetworkId?: CaipNetworkId): AdapterConnection | null | undefined {
    if (!ticket.current()) return null
    // The requested network when the dapp has it, else the dapp's first (the dapp holds the network).
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId) ?? this.#networks[0]
    if (!network) throw new UnknownNetworkError({ namespace: 'bip122', caipNetworkId: caipNetworkId ?? 'bip122:?' })
    const found = this.#addressesOn(addresses, network.caipNetworkId)
    if (!found) return undefined
    this.#session?.unsubscribe()
    const session: Session = { connectorId, wallet, addresses, caipNetworkId: network.caipNetworkId, unsubscribe: () => undefined }
    this.#session = session
    session.unsubscribe = wallet.onAccountsChanged((next) => this.#onAccounts(session, next))
    return describeSession(session, found)
  }

  #onAccounts(session: Session, reported: WalletAddress[]): void {
    if (this.#session !== session) return
    const before = describeAccounts(this.#addressesOn(session.addresses, session.caipNetworkId))
    const found = this.#addressesOn(reported, session.caipNetworkId)
    const accounts = describeAccounts(found)
    if (accounts.length === before.length && accounts.every((a, i) => a.address === before[i]?.address)) return
    if (!found) {
      // The wallet dropped the dapp (or has no address for this network): forget the session, as core expects from [].
      session.unsubscribe()
      this.#session = undefined
    } else session.addresses = reported
    this.#emitter.emit('accountsChanged', { accounts })
  }
}
