/**
 * Latch's Polkadot adapter: polkadot{.js}-compatible extensions (`window.injectedWeb3`), the dapp holds the network.
 * Connection and codec need no chain SDK (SS58 is coded in ./codec); @polkadot/api loads with the first read or
 * transfer (`reads`, `transfers` are lazy groups).
 */
import {
  type AdapterConnection,
  AdapterEmitter,
  type AdapterEventName,
  type AdapterListener,
  type AdapterSetupParameters,
  type CaipNetwork,
  type CaipNetworkId,
  CapabilityNotSupportedError,
  type ChainAdapter,
  type ChainReads,
  type ChainRemote,
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
  type RemoteWalletTransport,
  UnknownNetworkError,
} from '@latch/core'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'
import type { PolkadotContext } from './capabilities'
import { decodeSs58, toHex } from './codec/ss58'
import { toWalletError } from './errors'
import { SS58_PREFIXES } from './networks'
import { WALLETCONNECT_METHODS } from './remote/methods'
import type { PolkadotBalances } from './reads/readBalance'
import type { Apis } from './rpc/apis'
import { describeAccounts, describeSession, type Session, substrateAccounts } from './session'
import type { PolkadotAdapterOptions } from './types'
import { type Discovery, type InjectedWindow, startDiscovery } from './wallet/discovery'

const DEFAULT_RECONNECT_WAIT_MS = 1_000
const DEFAULT_APP_NAME = 'Latch'

const sameAccount = (a: string, b: string) => {
  const [x, y] = [decodeSs58(a), decodeSs58(b)]
  return !!x && !!y && toHex(x.accountId) === toHex(y.accountId)
}
const sameList = (a: readonly InjectedAccount[], b: readonly InjectedAccount[]) => a.length === b.length && a.every((x, i) => x.address === b[i]?.address)

export class PolkadotAdapter implements ChainAdapter {
  readonly namespace = 'polkadot' as const
  readonly networkControl = 'dapp' as const
  readonly reads: ChainReads
  readonly transfers: ChainTransfers
  readonly remote: ChainRemote

  readonly #options: PolkadotAdapterOptions
  readonly #emitter = new AdapterEmitter()
  readonly #guard = new ConnectionGuard()
  #networks: CaipNetwork[] = []
  #appName = DEFAULT_APP_NAME
  #connectors: Connector[] = []
  #discovery: Discovery | undefined
  #session: Session | undefined
  #apis: Promise<Apis> | undefined
  readonly #ctx: PolkadotContext

  constructor(options: PolkadotAdapterOptions = {}) {
    this.#options = options
    this.#ctx = {
      network: (id) => this.#network(id),
      api: async (network) => (await this.#apisOf()).of(network),
      isAddress: (address, id) => this.isAddress(address, id),
      signer: (address) => this.#signer(address),
    }
    const ctx = this.#ctx
    // The groups' code (and @polkadot/api with it) loads with their first call: a dapp's first bundle holds none.
    const groups = () => import('./capabilities')
    this.reads = lazyMethods(async () => (await groups()).createReads(ctx), ['getBalance'])
    this.transfers = lazyMethods(async () => (await groups()).createTransfers(ctx), ['prepare'])
    this.remote = { walletConnect: { methods: WALLETCONNECT_METHODS, events: [] }, attach: (transport) => this.#attach(transport) }
  }

  setup({ networks, metadata }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'polkadot')
    this.#appName = this.#options.appName ?? metadata?.name ?? DEFAULT_APP_NAME
  }

  syncConnectors(): Connector[] {
    this.#discover()
    return this.#connectors
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const provider = this.#discover()?.find(connectorId)
    if (!provider) throw new ConnectorNotFoundError({ namespace: 'polkadot', connectorId })
    // First use by this name prompts the user; an origin the extension already authorised answers at once.
    const injected = (await provider.enable(this.#appName).catch((error: unknown) => Promise.reject(toWalletError(error)))) as Injected
    const accounts = substrateAccounts(await injected.accounts.get())
    if (!accounts.length) throw new NoAccountsError({ namespace: 'polkadot', connectorId })
    const connection = this.#install(ticket, injected, accounts, connectorId, caipNetworkId)
    // A disconnect or another connect started meanwhile: that one is what the user wants now.
    if (!connection) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    return connection
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    try {
      const provider = await this.#discover()?.waitFor(connectorId, this.#options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS)
      if (!provider || !ticket.current()) return null
      // injectedWeb3 has no silent variant of enable: for an origin the extension authorised (the case after a
      // reload) it answers without a prompt, and for one the user set to "not allowed" it throws at once. An origin
      // the user removed from the extension's list altogether is asked again: nothing in the API can tell first.
      const injected = (await provider.enable(this.#appName)) as Injected
      const accounts = substrateAccounts(await injected.accounts.get())
      if (!accounts.length || !ticket.current()) return null
      return this.#install(ticket, injected, accounts, connectorId, caipNetworkId)
    } catch {
      // An extension that refuses enable no longer authorises the dapp, as far as a reload can tell.
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#guard.next()
    // Extensions have no "disconnect": the dapp stops listening and forgets the session.
    this.#session?.unsubscribe()
    this.#session = undefined
    // The adapter has no other end of life, and an open WebSocket keeps a Node process (SSR, tests) alive. The next
    // read opens a new connection.
    const apis = this.#apis
    this.#apis = undefined
    await (await apis)?.disconnect()
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.#network(network.caipNetworkId)
    const session = this.#requireSession()
    // Extensions sign for whichever chain the payload names; the address only takes the new network's prefix.
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session, this.#prefix(known.caipNetworkId))
  }

  getProvider(): unknown {
    return this.#session?.injected
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

  async signMessage({ message, address }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const session = this.#requireSession()
    const account = session.accounts.find((a) => sameAccount(a.address, address))
    if (!account) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    const signRaw = session.injected.signer.signRaw
    if (!signRaw) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'signMessage' })
    const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
    // The extension wraps the bytes in <Bytes>…</Bytes> before signing, so a message can never be a transaction.
    try {
      const { signature } = await signRaw({ address: account.address, data: toHex(bytes), type: 'bytes' })
      return signature
    } catch (error) {
      throw toWalletError(error)
    }
  }

  // — internals —

  #discover(): Discovery | undefined {
    // Extensions inject into window; on the server there is nothing to discover.
    const win = (globalThis as { window?: InjectedWindow }).window
    if (!win) return undefined
    this.#discovery ??= startDiscovery(win, (connectors) => {
      this.#connectors = connectors
      this.#emitter.emit('connectorsChanged', { connectors })
    })
    return this.#discovery
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async #attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportInjected } = await import('./remote/transportInjected')
    let session: Session | undefined
    const injected = transportInjected(transport, () => session?.caipNetworkId ?? transport.caipNetworkId)
    const accounts = substrateAccounts(await injected.accounts.get())
    if (!accounts.length) throw new NoAccountsError({ namespace: 'polkadot', connectorId })
    // A session on a network the dapp lacks lands on the dapp's first.
    const connection = this.#install(ticket, injected, accounts, connectorId, transport.caipNetworkId)
    if (!connection) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    session = this.#session
    return connection
  }

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

  /** The active extension's signer, if it holds `address` (under any prefix). */
  #signer(address: string): NonNullable<Injected['signer']> {
    const session = this.#requireSession()
    if (!session.accounts.some((a) => sameAccount(a.address, address))) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    if (!session.injected.signer.signPayload) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Signing transactions' })
    return session.injected.signer
  }

  #requireSession(): Session {
    if (!this.#session) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    return this.#session
  }

  /** Makes the extension the active connection, unless a newer connect, reconnect or disconnect started since `ticket`. */
  #install(ticket: ConnectionTicket, injected: Injected, accounts: InjectedAccount[], connectorId: string, caipNetworkId?: CaipNetworkId): AdapterConnection | null {
    if (!ticket.current()) return null
    // The requested network when the dapp has it, else the dapp's first (extensions do not pick one).
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId) ?? this.#networks[0]
    if (!network) throw new UnknownNetworkError({ namespace: 'polkadot', caipNetworkId: caipNetworkId ?? 'polkadot:?' })
    this.#session?.unsubscribe()
    const session: Session = { connectorId, injected, accounts, caipNetworkId: network.caipNetworkId, unsubscribe: () => undefined }
    this.#session = session
    session.unsubscribe = injected.accounts.subscribe((next) => this.#onAccounts(session, next))
    return describeSession(session, this.#prefix(session.caipNetworkId))
  }

  #onAccounts(session: Session, reported: InjectedAccount[]): void {
    if (this.#session !== session) return
    const accounts = substrateAccounts(reported)
    // Extensions answer a subscription with the current list at once: that is no change.
    if (sameList(accounts, session.accounts)) return
    if (!accounts.length) {
      // The extension dropped the dapp (or its last account): forget the session, as core expects from [].
      session.unsubscribe()
      this.#session = undefined
    } else session.accounts = accounts
    this.#emitter.emit('accountsChanged', { accounts: describeAccounts(accounts, this.#prefix(session.caipNetworkId)) })
  }
}
