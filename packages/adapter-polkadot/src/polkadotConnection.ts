/**
 * The Polkadot adapter's connection machinery: extension discovery, the session and its events, connect, reconnect,
 * network switches and signing. It loads with the adapter's first asynchronous call (or its first `syncConnectors`
 * in the browser), so a dapp's first bundle holds only the adapter's synchronous part.
 */
import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  CapabilityNotSupportedError,
  type ConnectionHost,
  type ConnectionTicket,
  NoAccountsError,
  ProviderNotConnectedError,
  type RemoteWalletTransport,
} from '@latch/core'
import { WalletConnection } from '@latch/core/connection'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'
import { decodeSs58, toHex } from './codec/ss58'
import { toWalletError } from './errors'
import { describeAccounts, describeSession, type Session, substrateAccounts } from './session'
import { type Discovery, startDiscovery } from './wallet/discovery'

const DEFAULT_RECONNECT_WAIT_MS = 1_000

const sameAccount = (a: string, b: string) => {
  const [x, y] = [decodeSs58(a), decodeSs58(b)]
  return !!x && !!y && toHex(x.accountId) === toHex(y.accountId)
}
const sameList = (a: readonly InjectedAccount[], b: readonly InjectedAccount[]) => a.length === b.length && a.every((x, i) => x.address === b[i]?.address)

/** What the connection needs of the adapter that loaded it. */
export interface PolkadotHost extends ConnectionHost {
  /** How long a reconnect waits for a late-injected extension (ms), as the adapter's options say. */
  readonly reconnectWaitMs: number | undefined
  /** The name extensions are asked to authorise, as `setup` settled it. */
  appName(): string
  /** The network's SS58 prefix, if it has one. */
  prefix(caipNetworkId: CaipNetworkId): number | undefined
}

export class PolkadotConnection extends WalletConnection<PolkadotHost, Session, Discovery | undefined> {
  constructor(host: PolkadotHost) {
    super(host, WalletConnection.inWindow(startDiscovery))
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const { ticket, wallet: provider } = await this.claimWallet(connectorId)
    // First use by this name prompts the user; an origin the extension already authorised answers at once.
    const injected = (await provider.enable(this.host.appName()).catch((error: unknown) => Promise.reject(toWalletError(error)))) as Injected
    const accounts = substrateAccounts(await injected.accounts.get())
    if (!accounts.length) throw new NoAccountsError({ namespace: 'polkadot', connectorId })
    return this.requireInstalled(this.#install(ticket, injected, accounts, connectorId, caipNetworkId))
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.reconnectWallet(connectorId, this.host.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS, async (provider, ticket) => {
      // injectedWeb3 has no silent variant of enable: for an origin the extension authorised (the case after a
      // reload) it answers without a prompt, and for one the user set to "not allowed" it throws at once (a refusal
      // the reconnect reads as null). An origin the user removed from the extension's list altogether is asked
      // again: nothing in the API can tell first.
      const injected = (await provider.enable(this.host.appName())) as Injected
      const accounts = substrateAccounts(await injected.accounts.get())
      if (!accounts.length || !ticket.current()) return null
      return this.#install(ticket, injected, accounts, connectorId, caipNetworkId)
    })
  }

  /** Extensions have no "disconnect": the dapp stops listening and forgets the session. */
  disconnect(): void {
    this.endSession()?.unsubscribe()
  }

  switchNetwork({ network }: { network: CaipNetwork }): AdapterConnection {
    const known = this.host.network(network.caipNetworkId)
    const session = this.requireSession()
    // Extensions sign for whichever chain the payload names; the address only takes the new network's prefix.
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session, this.host.prefix(known.caipNetworkId))
  }

  getProvider(): Injected | undefined {
    return this.active?.injected
  }

  async signMessage({ message, address }: { message: string | Uint8Array; address: string }): Promise<string> {
    const session = this.requireSession()
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

  /** The active extension's signer, if it holds `address` (under any prefix). */
  signer(address: string): NonNullable<Injected['signer']> {
    const session = this.requireSession()
    if (!session.accounts.some((a) => sameAccount(a.address, address))) throw new ProviderNotConnectedError({ namespace: 'polkadot' })
    if (!session.injected.signer.signPayload) throw new CapabilityNotSupportedError({ namespace: 'polkadot', capability: 'Signing transactions' })
    return session.injected.signer
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportInjected } = await import('./remote/transportInjected')
    let session: Session | undefined
    const injected = transportInjected(transport, () => session?.caipNetworkId ?? transport.caipNetworkId)
    const accounts = substrateAccounts(await injected.accounts.get())
    if (!accounts.length) throw new NoAccountsError({ namespace: 'polkadot', connectorId })
    // A session on a network the dapp lacks lands on the dapp's first.
    const connection = this.requireInstalled(this.#install(ticket, injected, accounts, connectorId, transport.caipNetworkId))
    session = this.active
    return connection
  }

  /** Makes the extension the active connection, unless a newer connect, reconnect or disconnect started since `ticket`. */
  #install(ticket: ConnectionTicket, injected: Injected, accounts: InjectedAccount[], connectorId: string, caipNetworkId?: CaipNetworkId): AdapterConnection | null {
    if (!ticket.current()) return null
    // Extensions do not pick a network: the dapp's.
    const network = this.host.networkOrFirst(caipNetworkId)
    this.active?.unsubscribe()
    const session: Session = { connectorId, injected, accounts, caipNetworkId: network.caipNetworkId, unsubscribe: () => undefined }
    this.active = session
    session.unsubscribe = injected.accounts.subscribe((next) => this.#onAccounts(session, next))
    return describeSession(session, this.host.prefix(session.caipNetworkId))
  }

  #onAccounts(session: Session, reported: InjectedAccount[]): void {
    if (this.active !== session) return
    const accounts = substrateAccounts(reported)
    // Extensions answer a subscription with the current list at once: that is no change.
    if (sameList(accounts, session.accounts)) return
    if (!accounts.length) {
      // The extension dropped the dapp (or its last account): forget the session, as core expects from [].
      session.unsubscribe()
      this.active = undefined
    } else session.accounts = accounts
    this.host.emitter.emit('accountsChanged', { accounts: describeAccounts(accounts, this.host.prefix(session.caipNetworkId)) })
  }
}
