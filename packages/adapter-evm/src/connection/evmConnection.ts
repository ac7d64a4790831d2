/**
 * The eip155 wallet connection: discovery, connect, silent reconnect, the wallet's events, network switches and
 * every wallet request. Loaded with the adapter's first connection call (or the first `syncConnectors` in a browser),
 * so an EVM dapp's first bundle holds none of it.
 */
import type { Account, AdapterConnection, AdapterEmitter, CaipNetwork, CaipNetworkId, Connector, RemoteWalletTransport } from '@latch/core'
import { ConnectionGuard, ConnectorNotFoundError, isEvmAddress, NoAccountsError, ProviderNotConnectedError, UnknownNetworkError } from '@latch/core'
import { chainIdOf, parseChainId, toCaipNetworkId } from '../chainId'
import { ConnectorDiscovery } from '../connectors/connectorDiscovery'
import { toWalletError } from '../errors'
import { utf8ToHex } from '../hexText'
import { providerErrorCode } from '../providerErrorCode'
import { switchChain } from '../switchChain'
import type { Eip1193Provider } from '../types'
import { watchProvider } from '../watchProvider'

type ReadChain = (caipNetworkId: CaipNetworkId, method: string, params: unknown) => Promise<unknown>

/** Core's connector id for WalletConnect connections. */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** MetaMask emits `disconnect` with 1013 while it reconnects to a chain; the dapp is still connected. */
const TRANSIENT_DISCONNECT = 1013

const chain = (a: () => void, b: () => void) => () => {
  a()
  b()
}

export interface ActiveConnection {
  connectorId: string
  provider: Eip1193Provider
  detach: () => void
}

export interface EvmConnectionOptions {
  /** The adapter's emitter: listeners the dapp added before this module loaded hear its events. */
  emitter: AdapterEmitter
  reconnectWaitMs: number
  /** A JSON-RPC read on one of the dapp's networks, through the adapter's pooled transport. */
  readChain: ReadChain
}

export class EvmConnection {
  #emitter: AdapterEmitter
  #discovery: ConnectorDiscovery
  #active: ActiveConnection | undefined
  // A slow silent reconnect must not override a connect or disconnect made since.
  #guard = new ConnectionGuard()
  #reconnectWaitMs: number
  #readChain: ReadChain

  constructor({ emitter, reconnectWaitMs, readChain }: EvmConnectionOptions) {
    this.#emitter = emitter
    this.#reconnectWaitMs = reconnectWaitMs
    this.#readChain = readChain
    this.#discovery = new ConnectorDiscovery((connectors) => emitter.emit('connectorsChanged', { connectors }))
  }

  /** The active connection, or undefined: what the swaps remember a wallet's batching answer for. */
  get active(): ActiveConnection | undefined {
    return this.#active
  }

  syncConnectors(): Connector[] {
    return this.#discovery.start()
  }

  isInstalled(rdns: string): boolean {
    return this.#discovery.installedRdns().includes(rdns)
  }

  getProvider(): Eip1193Provider | undefined {
    return this.#active?.provider
  }

  async connect(connectorId: string): Promise<AdapterConnection> {
    this.#discovery.start()
    const provider = this.#providerOf(connectorId)
    if (!provider) throw new ConnectorNotFoundError({ namespace: 'eip155', connectorId })
    // An explicit connect outranks a silent reconnect still waiting on its wallet.
    this.#guard.next()
    try {
      const accounts = toAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId })
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch (error) {
      throw toWalletError(error)
    }
  }

  async reconnect(connectorId: string): Promise<AdapterConnection | null> {
    const ticket = this.#guard.next()
    const provider = await this.#waitForProvider(connectorId)
    if (!provider || !ticket.current()) return null
    try {
      // eth_accounts never prompts: it returns [] when the wallet no longer authorises this site.
      const accounts = toAddresses(await provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0 || !ticket.current()) return null
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      if (!ticket.current()) return null
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch {
      // A wallet that errors on a silent read is as good as not authorised; the user can connect again.
      return null
    }
  }

  disconnect(): void {
    this.#guard.next()
    this.#deactivate()
  }

  /** A WalletConnect session or the embedded wallet becomes the active connection: same provider paths as an extension. */
  async attach(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const ticket = this.#guard.next()
    const chainId = chainIdOf(transport.caipNetworkId)
    if (chainId === undefined) throw new UnknownNetworkError({ namespace: 'eip155', caipNetworkId: transport.caipNetworkId })
    // The session's accounts are the remote wallet's word: only EVM addresses, as from an extension.
    const connectorId = transport.connectorId ?? WALLET_CONNECT_CONNECTOR_ID
    const accounts = toAddresses(transport.accounts)
    if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId })
    // Only dapps whose users take the WalletConnect path load this.
    const { createSessionProvider } = await import('../walletConnect/sessionProvider')
    if (!ticket.current()) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    const provider = createSessionProvider(transport, this.#readChain, isEvmAddress)
    const connection = this.#activate(connectorId, provider, accounts, chainId)
    const active = this.#active
    if (active) active.detach = chain(active.detach, provider.detach)
    return connection
  }

  /** Asks the wallet to move (adding the network where it must); the address stays, so the connection is re-read. */
  async switchNetwork(network: CaipNetwork): Promise<AdapterConnection> {
    const active = this.#active
    if (!active) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    await switchChain(active.provider, network)
    const accounts = toAddresses(await this.request('eth_accounts', []))
    if (accounts.length === 0) throw new NoAccountsError({ namespace: 'eip155', connectorId: active.connectorId })
    return { address: accounts[0]!, accounts: toAccounts(accounts), caipNetworkId: network.caipNetworkId, connectorId: active.connectorId }
  }

  signMessage(message: string | Uint8Array, address: string): Promise<string> {
    // personal_sign takes bytes; hex-encoding the UTF-8 makes wallets sign exactly the text shown.
    return this.request('personal_sign', [utf8ToHex(message), address]) as Promise<string>
  }

  signTypedData(address: string, data: unknown): Promise<string> {
    // eth_signTypedData_v4 takes the JSON text; bigints (chain ids, amounts) as decimal strings.
    const json = typeof data === 'string' ? data : JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
    return this.request('eth_signTypedData_v4', [address, json]) as Promise<string>
  }

  /** A request to the active wallet, its errors mapped (4001 → UserRejectedRequestError). */
  async request(method: string, params: unknown[]): Promise<unknown> {
    const provider = this.#active?.provider
    if (!provider) throw new ProviderNotConnectedError({ namespace: 'eip155' })
    try {
      return await provider.request({ method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }

  #providerOf(connectorId: string): Eip1193Provider | undefined {
    return this.#discovery.find(connectorId)?.provider as Eip1193Provider | undefined
  }

  /** The wallet may announce itself a little after page load; wait for it, but never longer than the bound. */
  #waitForProvider(connectorId: string): Promise<Eip1193Provider | undefined> {
    this.#discovery.start()
    const now = this.#providerOf(connectorId)
    if (now || typeof window === 'undefined') return Promise.resolve(now)
    return new Promise((resolve) => {
      const finish = (provider: Eip1193Provider | undefined) => {
        clearTimeout(timeout)
        clearInterval(poll)
        off()
        resolve(provider)
      }
      const off = this.#emitter.on('connectorsChanged', () => {
        const provider = this.#providerOf(connectorId)
        if (provider) finish(provider)
      })
      // window.ethereum can appear without any event; re-check it a few times within the bound.
      const poll = setInterval(() => this.#discovery.refresh(), 100)
      const timeout = setTimeout(() => finish(undefined), this.#reconnectWaitMs)
    })
  }

  #activate(connectorId: string, provider: Eip1193Provider, addresses: string[], chainId: number): AdapterConnection {
    this.#deactivate()
    const detach = watchProvider(provider, {
      accountsChanged: (raw) => this.#emitter.emit('accountsChanged', { accounts: toAccounts(toAddresses(raw)) }),
      chainChanged: (raw) => {
        let id: number
        try {
          id = parseChainId(raw)
        } catch {
          return
        }
        this.#emitter.emit('chainChanged', { caipNetworkId: toCaipNetworkId(id) })
      },
      disconnect: (error) => void this.#onWalletDisconnect(provider, error),
    })
    this.#active = { connectorId, provider, detach }
    return {
      address: addresses[0]!,
      accounts: toAccounts(addresses),
      caipNetworkId: toCaipNetworkId(chainId),
      connectorId,
    }
  }

  async #onWalletDisconnect(provider: Eip1193Provider, error: unknown): Promise<void> {
    if (providerErrorCode(error) === TRANSIENT_DISCONNECT) {
      const accounts = await provider.request({ method: 'eth_accounts' }).then(toAddresses, () => [])
      if (accounts.length > 0) return
    }
    if (this.#active?.provider !== provider) return
    this.#deactivate()
    this.#emitter.emit('disconnect', undefined)
  }

  #deactivate(): void {
    this.#active?.detach()
    this.#active = undefined
  }
}

function toAddresses(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string' && isEvmAddress(a)) : []
}

function toAccounts(addresses: string[]): Account[] {
  return addresses.map((address) => ({ address, type: 'eoa' }))
}
