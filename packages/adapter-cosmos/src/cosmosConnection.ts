/**
 * The Cosmos adapter's connection machinery: wallet discovery, the session and its events, connect, reconnect,
 * disconnect, chain switches (with chain suggestion) and ADR-036 signing. It loads with the adapter's first
 * asynchronous call (or its first `syncConnectors` in the browser), so a dapp's first bundle holds only the
 * adapter's synchronous part.
 */
import {
  type AdapterConnection,
  type CaipNetwork,
  type CaipNetworkId,
  type ConnectionHost,
  type ConnectionTicket,
  ProviderNotConnectedError,
  type RemoteWalletTransport,
  UserRejectedRequestError,
} from '@latch/core'
import { WalletConnection } from '@latch/core/connection'
import type { CosmosContext } from './chainContext'
import { chainInfoOf } from './chainInfo'
import { toChainNotSupportedError } from './errors'
import { cosmosProvider, type CosmosProvider } from './provider'
import { chainIdOf, describeSession, type Session } from './session'
import { type Discovery, startDiscovery } from './wallet/discovery'
import type { CosmosWallet, KeplrKey } from './wallet/types'

const DEFAULT_RECONNECT_WAIT_MS = 3_000

/** What the connection needs of the adapter that loaded it. */
export interface CosmosHost extends ConnectionHost {
  readonly ctx: CosmosContext
}

export class CosmosConnection extends WalletConnection<CosmosHost, Session, Discovery | undefined> {
  constructor(host: CosmosHost) {
    super(host, WalletConnection.inWindow(startDiscovery))
  }

  async connect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    const { ticket, wallet } = await this.claimWallet(connectorId)
    const network = this.host.networkOrFirst(caipNetworkId)
    const key = await this.#enable(wallet, network)
    return this.requireInstalled(this.#install(ticket, wallet, key, connectorId, network.caipNetworkId))
  }

  async reconnect({ connectorId, caipNetworkId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.reconnectWallet(connectorId, this.host.ctx.options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS, async (wallet, ticket) => {
      const network = this.host.networkOrFirst(caipNetworkId)
      // Keplr has no silent "is this site enabled?": getKey answers for an enabled chain and throws otherwise.
      // Never `enable` here, which would prompt after a reload.
      const key = await wallet.getKey(chainIdOf(network.caipNetworkId))
      return this.#install(ticket, wallet, key, connectorId, network.caipNetworkId)
    })
  }

  async disconnect(): Promise<void> {
    const session = this.endSession()
    session?.unsubscribe()
    await session?.wallet.disable(chainIdOf(session.caipNetworkId)).catch(() => undefined)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    const known = this.host.ctx.network(network.caipNetworkId)
    const session = this.requireSession()
    let key: KeplrKey
    try {
      // Already enabled: no prompt.
      key = await session.wallet.getKey(chainIdOf(known.caipNetworkId))
    } catch {
      key = await this.#enable(session.wallet, known)
    }
    if (this.active !== session) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    session.caipNetworkId = known.caipNetworkId
    session.key = key
    return describeSession(session)
  }

  getProvider(): CosmosProvider | undefined {
    const session = this.active
    return session ? cosmosProvider(session, (message, address, caipNetworkId) => this.signMessage({ message, address, caipNetworkId })) : undefined
  }

  /** ADR-036 (`signArbitrary`) by `address` on the chain; the signature, base64. */
  async signMessage({ message, address, caipNetworkId }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    const { wallet } = this.payer(address, caipNetworkId)
    return (await wallet.signArbitrary(chainIdOf(caipNetworkId), address, message)).signature
  }

  getKey(): KeplrKey | undefined {
    return this.active?.key
  }

  /** The connected wallet and its key, whose address `address` must be on the network (the capability groups' `payer`). */
  payer(address: string, caipNetworkId: CaipNetworkId): { wallet: CosmosWallet; key: KeplrKey } {
    const session = this.requireSession()
    // The key is the session's chain's; another chain's address is another key for the wallet.
    if (session.caipNetworkId !== caipNetworkId || session.key.bech32Address !== address) throw new ProviderNotConnectedError({ namespace: 'cosmos' })
    return { wallet: session.wallet, key: session.key }
  }

  /** Makes a remote wallet the connection: no prompt, the session was approved where it was made. */
  async attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.guard.next()
    const connectorId = transport.connectorId ?? 'walletConnect'
    const { transportWallet } = await import('./remote/transportWallet')
    const wallet = transportWallet(transport)
    const network = this.host.networkOrFirst(transport.caipNetworkId)
    const key = await wallet.getKey(chainIdOf(network.caipNetworkId))
    return this.requireInstalled(this.#install(ticket, wallet, key, connectorId, network.caipNetworkId))
  }

  /**
   * Enables the network's chain in the wallet (a prompt where it is new to the dapp) and reads the key there. A chain
   * the wallet lacks is suggested first, built from the network and its config; a refusal is 'Chain is not supported'.
   */
  async #enable(wallet: CosmosWallet, network: CaipNetwork): Promise<KeplrKey> {
    const chainId = chainIdOf(network.caipNetworkId)
    const config = this.host.ctx.config(network.caipNetworkId)
    try {
      await wallet.enable(chainId)
    } catch (error) {
      if (error instanceof UserRejectedRequestError || !wallet.suggestChain) throw error
      try {
        await wallet.suggestChain(chainInfoOf(network, config))
      } catch (refused) {
        throw toChainNotSupportedError(refused)
      }
      await wallet.enable(chainId)
    }
    return wallet.getKey(chainId)
  }

  /** Makes the wallet the active connection; undefined when a newer connect, reconnect or disconnect started since `ticket`. */
  #install(ticket: ConnectionTicket, wallet: CosmosWallet, key: KeplrKey, connectorId: string, caipNetworkId: CaipNetworkId): AdapterConnection | undefined {
    if (!ticket.current()) return undefined
    this.active?.unsubscribe()
    const session: Session = { connectorId, wallet, caipNetworkId, key, unsubscribe: () => undefined }
    this.active = session
    session.unsubscribe = wallet.onKeyChange(() => void this.#onKeyChange(session))
    return describeSession(session)
  }

  /** The wallet's user picked another key: read it on the session's chain; gone (disabled) means the dapp was dropped. */
  async #onKeyChange(session: Session): Promise<void> {
    const key = await session.wallet.getKey(chainIdOf(session.caipNetworkId)).catch(() => undefined)
    if (this.active !== session || key?.bech32Address === session.key.bech32Address) return
    if (!key) {
      session.unsubscribe()
      this.active = undefined
      this.host.emitter.emit('accountsChanged', { accounts: [] })
      return
    }
    session.key = key
    this.host.emitter.emit('accountsChanged', { accounts: describeSession(session).accounts })
  }
}
