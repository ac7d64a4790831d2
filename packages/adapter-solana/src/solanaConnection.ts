/**
 * The Solana adapter's connection machinery: Wallet Standard discovery, the session and its events, connect,
 * reconnect, disconnect, network switches and message signing. It loads with the adapter's first asynchronous call
 * (or its first `syncConnectors` in the browser), so a dapp's first bundle holds only the adapter's synchronous
 * part; the signer, the provider and web3.js load later still, with the first connection.
 */
import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectionHost,
  type ConnectionTicket,
  NoAccountsError,
} from '@latch/core'
import { WalletConnection } from '@latch/core/connection'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Commitment } from './codec/commitment'
import type { ConnectionOf } from './rpc/connections'
import { describeSession, type Session } from './session'
import type { SolanaSendOptions, SolanaSigner } from './types'
import { type Discovery, startDiscovery } from './wallet/discovery'

const DEFAULT_RECONNECT_WAIT_MS = 1_000

/** What the connection needs of the adapter that loaded it; its `network` also knows mainnet's legacy id. */
export interface SolanaHost extends ConnectionHost {
  readonly commitment: Commitment
  /** The wallets the dapp passed (the adapter's `wallets` option). */
  readonly wallets: readonly Wallet[]
  readonly reconnectWaitMs: number | undefined
  /** The adapter's Connections, one per network (web3.js loads with the first). */
  connections(): Promise<ConnectionOf>
}

export class SolanaConnection extends WalletConnection<SolanaHost, Session, Discovery> {
  constructor(host: SolanaHost) {
    super(host, (onChange) => startDiscovery(host.wallets, onChange))
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const { ticket, wallet } = await this.claimWallet(connectorId)
    const { connectStandard } = await import('./wallet/standardSigner')
    const accounts = await connectStandard(wallet, false)
    if (!accounts.length) throw new NoAccountsError({ namespace: 'solana', connectorId })
    return this.requireInstalled(await this.#installStandard(ticket, wallet, accounts, connectorId, caipNetworkId))
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.reconnectWallet(connectorId, this.host.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS, async (wallet, ticket) => {
      const { connectStandard } = await import('./wallet/standardSigner')
      const accounts = await connectStandard(wallet, true)
      if (!accounts.length || !ticket.current()) return null
      return this.#installStandard(ticket, wallet, accounts, connectorId, caipNetworkId)
    })
  }

  async disconnect(): Promise<void> {
    await this.endSession()?.signer.disconnect().catch(() => undefined)
  }

  switchNetwork({ network }: { network: CaipNetwork }): AdapterConnection {
    const known = this.host.network(network.caipNetworkId)
    const session = this.session()
    // Wallet Standard wallets sign for whichever cluster the dapp names; nothing to ask.
    session.caipNetworkId = known.caipNetworkId
    return describeSession(session)
  }

  getProvider(): unknown {
    return this.active?.provider
  }

  async signMessage({ message, address }: { message: string | Uint8Array; address: string }): Promise<string> {
    const session = this.session()
    const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
    const [signature, { default: bs58 }] = await Promise.all([session.signer.signMessage(bytes, address), import('bs58')])
    return bs58.encode(signature)
  }

  /** The active session; ProviderNotConnectedError without one. */
  session(): Session {
    return this.requireSession()
  }

  /** Makes a remote wallet's signer the connection (the capability groups' `attach`); null when a newer action won. */
  attach(signer: SolanaSigner, connectorId: string, caipNetworkId: CaipNetworkId): Promise<AdapterConnection | null> {
    return this.#install(this.guard.next(), signer, connectorId, caipNetworkId)
  }

  onAccounts(signer: SolanaSigner, addresses: string[]): void {
    if (this.active?.signer !== signer) return
    if (!addresses.length) {
      // The wallet ended the connection: forget it, and report it as core expects (an empty account list).
      signer.close()
      this.active = undefined
    }
    this.host.emitter.emit('accountsChanged', { accounts: addresses.map((address) => ({ address, type: 'eoa' })) })
  }

  async #installStandard(ticket: ConnectionTicket, wallet: Wallet, accounts: WalletAccount[], connectorId: string, caipNetworkId?: CaipNetworkId) {
    const { createStandardSigner } = await import('./wallet/standardSigner')
    const sendRaw = async (signed: Uint8Array, id: CaipNetworkId, options?: SolanaSendOptions) => {
      const network = this.host.network(id)
      return (await this.host.connections())(network).sendRawTransaction(signed, { preflightCommitment: this.host.commitment, ...options })
    }
    const signer: SolanaSigner = createStandardSigner(wallet, accounts, (addresses) => this.onAccounts(signer, addresses), sendRaw)
    return this.#install(ticket, signer, connectorId, caipNetworkId)
  }

  /** Makes `signer` the active connection, unless a newer connect, reconnect or disconnect started since `ticket`. */
  async #install(ticket: ConnectionTicket, signer: SolanaSigner, connectorId: string, caipNetworkId?: CaipNetworkId): Promise<AdapterConnection | null> {
    const [{ openSession }, connection] = await Promise.all([import('./provider/openSession'), this.host.connections()])
    if (!ticket.current()) {
      signer.close()
      return null
    }
    // The wallet does not pick a network on Solana: the dapp's.
    const network = this.host.networkOrFirst(caipNetworkId)
    const previous = this.active
    if (previous && previous.signer !== signer) previous.signer.close()
    this.active = openSession(signer, connectorId, network.caipNetworkId, {
      network: (id) => this.host.network(id),
      commitment: this.host.commitment,
      connection,
    })
    return describeSession(this.active)
  }
}
