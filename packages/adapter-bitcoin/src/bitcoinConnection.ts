/**
 * The Bitcoin adapter's connection machinery: wallet discovery, the session and its events, connect, reconnect,
 * disconnect, network switches and message signing. It loads with the adapter's first asynchronous call (or its
 * first `syncConnectors` in the browser), so a dapp's first bundle holds only the adapter's synchronous part.
 */
import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectionHost,
  type ConnectionTicket,
  NoAccountsError,
  ProviderNotConnectedError,
  type RemoteWalletTransport,
} from '@latch/core'
import { WalletConnection } from '@latch/core/connection'
import type { BitcoinContext } from './capabilities'
import { type BitcoinProvider, bitcoinProvider, type ProviderAdapter } from './provider'
import { addressesOn, describeAccounts, describeSession, type NetworkAddresses, type Session } from './session'
import { type Discovery, startDiscovery } from './wallet/discovery'
import type { BitcoinWallet, WalletAddress } from './wallet/types'

const DEFAULT_RECONNECT_WAIT_MS = 1_000

/** What the connection needs of the adapter that loaded it. */
export interface BitcoinHost extends ConnectionHost {
  /** The adapter's public calls, for the provider facade. */
  readonly adapter: ProviderAdapter
  readonly ctx: BitcoinContext
}

export class BitcoinConnection extends WalletConnection<BitcoinHost, Session, Discovery | undefined> {
  constructor(host: BitcoinHost) {
    super(host, WalletConnection.inWindow(startDiscovery))
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const { ticket, wallet } = await this.claimWallet(connectorId)
    const addresses = await wallet.connect()
    const connection = this.#install(ticket, wallet, addresses, connectorId, caipNetworkId)
    if (connection === undefined) throw new NoAccountsError({ namespace: 'bip122', connectorId })
    return this.requireInstalled(connection)
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.reconnectWallet(connectorId, this.host.ctx.options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS, async (wallet, ticket) => {
      // Only a wallet's silent call (wallet.accounts, wallet_getAccount, getAccounts): never a prompt after a reload.
      const addresses = await wallet.authorized()
      if (!addresses?.length || !ticket.current()) return null
      return this.#install(ticket, wallet, addresses, connectorId, caipNetworkId)
    })
  }

  async disconnect(): Promise<void> {
    const session = this.endSession()
    session?.unsubscribe()
    await session?.wallet.disconnect().catch(() => undefined)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.host.ctx.network(network.caipNetworkId)
    const session = this.requireSession()
    // Addresses differ by network (bc1 / tb1 / bcrt1): the wallet must share one for the new network. A wallet
    // that holds its own network (Xverse, Leather) may have moved since connecting: ask it again, silently.
    let found = this.#addressesOn(session.addresses, known.caipNetworkId)
    if (!found) {
      const now = await session.wallet.authorized().catch(() => null)
      found = now ? this.#addressesOn(now, known.caipNetworkId) : undefined
      if (!found || this.active !== session) throw new NoAccountsError({ namespace: 'bip122', connectorId: session.connectorId })
      session.addresses = now ?? session.addresses
    }
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session, found)
  }

  getProvider(): BitcoinProvider | undefined {
    const session = this.active
    return session && { wallet: session.wallet.provider, ...bitcoinProvider(this.host.adapter, session, this.host.ctx) }
  }

  async signMessage({ message, address, caipNetworkId }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const session = this.requireSession()
    if (!session.addresses.some((a) => a.address === address) || !this.host.ctx.isAddress(address, caipNetworkId)) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    return session.wallet.signMessage({ address, message })
  }

  getAddresses(): NetworkAddresses | undefined {
    const session = this.active
    return session ? this.#addressesOn(session.addresses, session.caipNetworkId) : undefined
  }

  /** The connected wallet and its payment address, which `address` must be (the capability groups' `payer`). */
  payer(address: string, caipNetworkId: CaipNetworkId): { wallet: BitcoinWallet; sender: WalletAddress } {
    const session = this.requireSession()
    const found = this.#addressesOn(session.addresses, caipNetworkId)
    // Sends only ever spend the payment address's coins: the ordinals address holds inscriptions a fee could burn.
    if (!found || found.payment.address !== address) throw new ProviderNotConnectedError({ namespace: 'bip122' })
    return { wallet: session.wallet, sender: found.payment }
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportWallet } = await import('./remote/transportWallet')
    const wallet = transportWallet(transport, () => this.active?.caipNetworkId ?? transport.caipNetworkId)
    const connection = this.#install(ticket, wallet, await wallet.connect(), connectorId, transport.caipNetworkId)
    if (connection === undefined) throw new NoAccountsError({ namespace: 'bip122', connectorId })
    return this.requireInstalled(connection)
  }

  #addressesOn(addresses: readonly WalletAddress[], caipNetworkId: CaipNetworkId): NetworkAddresses | undefined {
    return addressesOn(addresses, (a) => this.host.ctx.isAddress(a, caipNetworkId))
  }

  /**
   * Makes the wallet the active connection. null when a newer connect, reconnect or disconnect started since
   * `ticket`; undefined when the wallet shared no payment address for the network.
   */
  #install(ticket: ConnectionTicket, wallet: BitcoinWallet, addresses: WalletAddress[], connectorId: string, caipNetworkId?: CaipNetworkId): AdapterConnection | null | undefined {
    if (!ticket.current()) return null
    const network = this.host.networkOrFirst(caipNetworkId)
    const found = this.#addressesOn(addresses, network.caipNetworkId)
    if (!found) return undefined
    this.active?.unsubscribe()
    const session: Session = { connectorId, wallet, addresses, caipNetworkId: network.caipNetworkId, unsubscribe: () => undefined }
    this.active = session
    session.unsubscribe = wallet.onAccountsChanged((next) => this.#onAccounts(session, next))
    return describeSession(session, found)
  }

  #onAccounts(session: Session, reported: WalletAddress[]): void {
    if (this.active !== session) return
    const before = describeAccounts(this.#addressesOn(session.addresses, session.caipNetworkId))
    const found = this.#addressesOn(reported, session.caipNetworkId)
    const accounts = describeAccounts(found)
    if (accounts.length === before.length && accounts.every((a, i) => a.address === before[i]?.address)) return
    if (!found) {
      // The wallet dropped the dapp (or has no address for this network): forget the session, as core expects from [].
      session.unsubscribe()
      this.active = undefined
    } else session.addresses = reported
    this.host.emitter.emit('accountsChanged', { accounts })
  }
}
