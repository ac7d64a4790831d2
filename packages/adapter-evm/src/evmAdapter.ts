import type {
  Account,
  AdapterActivityPage,
  AdapterBalance,
  AdapterIdentity,
  AdapterNft,
  AdapterTokenBalance,
  AdapterConnection,
  AdapterEventName,
  AdapterListener,
  AdapterSetupParameters,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  Connector,
  RemoteWalletTransport,
} from '@latch/core'
import { isEvmAddress } from '@latch/core'
import { chainIdOf, parseChainId, toCaipNetworkId } from './chainId'
import { ConnectorDiscovery } from './connectors/connectorDiscovery'
import { AdapterEmitter } from './emitter'
import {
  ConnectorNotFoundError,
  InvalidEvmAddressError,
  NoAccountsError,
  ProviderNotConnectedError,
  toWalletError,
  UnknownEvmNetworkError,
} from './errors'
import { providerErrorCode } from './providerErrorCode'
import { switchChain } from './switchChain'
import type { Eip1193Provider, EvmAdapterOptions } from './types'
import { formatUnits, parseUnits } from './units'
import { watchProvider } from './watchProvider'
import { erc20TransferData, type TxParameters, toRpcTransaction, utf8ToHex, withHexPrefix } from './wire'
import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './walletConnect/methods'

/** Core's connector id for WalletConnect connections. */
const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

const chain = (a: () => void, b: () => void) => () => {
  a()
  b()
}

/** MetaMask emits `disconnect` with 1013 while it reconnects to a chain; the dapp is still connected. */
const TRANSIENT_DISCONNECT = 1013

interface ActiveConnection {
  connectorId: string
  provider: Eip1193Provider
  detach: () => void
}


/**
 * The eip155 adapter: EIP-6963 and injected browser wallets. Construction does no I/O and touches no
 * `window`; ethers is loaded on the first chain read.
 */
export class EvmAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const

  #emitter = new AdapterEmitter()
  #discovery = new ConnectorDiscovery((connectors) => this.#emitter.emit('connectorsChanged', { connectors }))
  #networks: CaipNetwork[] = []
  #active: ActiveConnection | undefined
  // Bumped by every connect/reconnect/disconnect so a slow silent reconnect cannot override a newer action.
  #generation = 0
  #reconnectWaitMs: number
  #rpcTimeoutMs: number

  constructor(options: EvmAdapterOptions = {}) {
    this.#reconnectWaitMs = options.reconnectWaitMs ?? 1000
    this.#rpcTimeoutMs = options.rpcTimeoutMs ?? 10_000
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'eip155')
  }

  /** What a WalletConnect proposal asks an EVM wallet for. */
  readonly walletConnect = { methods: WALLET_CONNECT_METHODS, events: WALLET_CONNECT_EVENTS }

  /** A WalletConnect session or the embedded wallet becomes the active connection: same provider paths as an extension. */
  async useRemoteWallet(transport: RemoteWalletTransport): Promise<AdapterConnection> {
    const generation = ++this.#generation
    const chainId = chainIdOf(transport.caipNetworkId)
    if (chainId === undefined) throw new UnknownEvmNetworkError(transport.caipNetworkId)
    // The session's accounts are the remote wallet's word: only EVM addresses, as from an extension.
    const connectorId = transport.connectorId ?? WALLET_CONNECT_CONNECTOR_ID
    const accounts = toAddresses(transport.accounts)
    if (accounts.length === 0) throw new NoAccountsError(connectorId)
    // Only dapps whose users take the WalletConnect path load this.
    const { createSessionProvider } = await import('./walletConnect/sessionProvider')
    if (generation !== this.#generation) throw new ProviderNotConnectedError()
    const provider = createSessionProvider(transport, (caipNetworkId, method, params) => this.#readChain(caipNetworkId, method, params), isEvmAddress)
    const connection = this.#activate(connectorId, provider, accounts, chainId)
    const active = this.#active
    if (active) active.detach = chain(active.detach, provider.detach)
    return connection
  }

  syncConnectors(): Connector[] {
    return this.#discovery.start()
  }

  /** Whether a wallet with this rdns announced itself (the wallet directory's "installed" flag). */
  isInstalled(rdns: string): boolean {
    return this.#discovery.installedRdns().includes(rdns)
  }

  async connect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    this.#discovery.start()
    const provider = this.#providerOf(connectorId)
    if (!provider) throw new ConnectorNotFoundError(connectorId)
    // An explicit connect outranks a silent reconnect still waiting on its wallet.
    this.#generation++
    try {
      const accounts = toAddresses(await provider.request({ method: 'eth_requestAccounts' }))
      if (accounts.length === 0) throw new NoAccountsError(connectorId)
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch (error) {
      throw toWalletError(error)
    }
  }

  async reconnect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    const generation = ++this.#generation
    const provider = await this.#waitForProvider(connectorId)
    if (!provider || generation !== this.#generation) return null
    try {
      // eth_accounts never prompts: it returns [] when the wallet no longer authorises this site.
      const accounts = toAddresses(await provider.request({ method: 'eth_accounts' }))
      if (accounts.length === 0 || generation !== this.#generation) return null
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
      if (generation !== this.#generation) return null
      return this.#activate(connectorId, provider, accounts, chainId)
    } catch {
      // A wallet that errors on a silent read is as good as not authorised; the user can connect again.
      return null
    }
  }

  async disconnect(): Promise<void> {
    this.#generation++
    this.#deactivate()
  }

  async getBalance({ address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterBalance> {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    const chainId = chainIdOf(caipNetworkId)
    if (!network || chainId === undefined) throw new UnknownEvmNetworkError(caipNetworkId)
    if (!this.isAddress(address)) throw new InvalidEvmAddressError(address)
    // The transport loads with the first balance read, never in the eager bundle.
    const { readNativeBalance } = await import('./rpc/readNativeBalance')
    const wei = await readNativeBalance({
      urls: network.rpcUrls.default.http,
      chainId,
      address: withHexPrefix(address),
      timeoutMs: this.#rpcTimeoutMs,
    })
    return { balance: formatUnits(wei, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
  }

  async getNfts({ address, caipNetworkId, collections }: { address: string; caipNetworkId: CaipNetworkId; collections: readonly string[] }): Promise<AdapterNft[]> {
    const read = this.#contractRead(address, caipNetworkId, collections)
    if (!read) return []
    const { readNfts } = await import('./rpc/readNfts')
    return readNfts({ ...read, collections: read.contracts })
  }

  /** The account's transactions from the chain itself (the Otterscan API); the code loads with the first read. */
  async getActivity({ address, caipNetworkId, cursor }: { address: string; caipNetworkId: CaipNetworkId; cursor?: string }): Promise<AdapterActivityPage> {
    const { network, ...target } = this.#readTarget(address, caipNetworkId)
    const { readActivity } = await import('./rpc/readActivity')
    return readActivity({ ...target, native: network.nativeCurrency, ...(cursor ? { cursor } : {}) })
  }

  /**
   * The address's ENS name and avatar, from the network in use when it has an ENS registry
   * (`contracts.ensRegistry`), else from the first of the dapp's networks that has one; `{}` where none has.
   */
  async getIdentity({ address, caipNetworkId }: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterIdentity> {
    if (!this.isAddress(address)) throw new InvalidEvmAddressError(address)
    // Which network to ask is decided with the lookup's code, so none of it is in the first bundle.
    const { identityOf } = await import('./rpc/readIdentity')
    return identityOf({ networks: this.#networks, caipNetworkId, address: withHexPrefix(address), timeoutMs: this.#rpcTimeoutMs })
  }

  /** The address an ENS name points to, looked up where `getIdentity` looks names up. */
  async resolveName({ name, caipNetworkId }: { name: string; caipNetworkId: CaipNetworkId }): Promise<string | undefined> {
    const { resolveNameOf } = await import('./rpc/readIdentity')
    return resolveNameOf({ networks: this.#networks, caipNetworkId, name, timeoutMs: this.#rpcTimeoutMs })
  }

  /** A chain read for `address` on one of the dapp's networks: its endpoints, the address, the timeout. */
  #readTarget(address: string, caipNetworkId: CaipNetworkId) {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownEvmNetworkError(caipNetworkId)
    if (!this.isAddress(address)) throw new InvalidEvmAddressError(address)
    const multicall3 = network.contracts?.multicall3?.address
    const batching = multicall3 && this.isAddress(multicall3) ? { multicall3 } : {}
    return { network, urls: network.rpcUrls.default.http, address: withHexPrefix(address), timeoutMs: this.#rpcTimeoutMs, ...batching }
  }

  /** What a read of `contracts` for `address` needs; undefined when none of them is an address. */
  #contractRead(address: string, caipNetworkId: CaipNetworkId, contracts: readonly string[]) {
    const { network: _network, address: owner, ...target } = this.#readTarget(address, caipNetworkId)
    const valid = contracts.filter((c) => this.isAddress(c)).map(withHexPrefix)
    return valid.length === 0 ? undefined : { ...target, owner, contracts: valid }
  }

  /** ERC-20 `transfer(address,uint256)`: selector + the two words, no ABI library needed. */
  tokenTransferData(to: string, amount: bigint): string {
    if (!this.isAddress(to)) throw new InvalidEvmAddressError(to)
    return erc20TransferData(withHexPrefix(to), amount)
  }

  async getTokenBalances({ address, caipNetworkId, tokens }: { address: string; caipNetworkId: CaipNetworkId; tokens: readonly string[] }): Promise<AdapterTokenBalance[]> {
    const read = this.#contractRead(address, caipNetworkId, tokens)
    if (!read) return []
    const { readTokenBalances } = await import('./rpc/readTokenBalances')
    const found = await readTokenBalances({ ...read, tokens: read.contracts })
    return found.map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals, quantity: formatUnits(t.balance, t.decimals) }))
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    await switchChain(this.#requireProvider(), network)
  }

  signMessage({ message, address }: { message: string; address: string }): Promise<string> {
    // personal_sign takes bytes; hex-encoding the UTF-8 makes wallets sign exactly the text shown.
    return this.#request('personal_sign', [utf8ToHex(message), address]) as Promise<string>
  }

  signTypedData({ address, data }: { address: string; data: unknown }): Promise<string> {
    const json = typeof data === 'string' ? data : JSON.stringify(data, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))
    return this.#request('eth_signTypedData_v4', [address, json]) as Promise<string>
  }

  sendTransaction(params: TxParameters): Promise<string> {
    return this.#request('eth_sendTransaction', [toRpcTransaction(params)]) as Promise<string>
  }

  async estimateGas(params: TxParameters): Promise<bigint> {
    const { gas: _ignored, ...rest } = params
    const result = await this.#request('eth_estimateGas', [toRpcTransaction(rest)])
    if (typeof result !== 'string' && typeof result !== 'number') throw new TypeError(`Malformed eth_estimateGas result: ${String(result)}`)
    return BigInt(result)
  }

  /** gas × the network's current gas price, both asked of the wallet's provider. */
  async estimateFee(params: TxParameters): Promise<bigint> {
    const [gas, price] = await Promise.all([this.estimateGas(params), this.#request('eth_gasPrice', [])])
    if (typeof price !== 'string' && typeof price !== 'number') throw new TypeError(`Malformed eth_gasPrice result: ${String(price)}`)
    return gas * BigInt(price)
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  isAddress(address: string): boolean {
    return isEvmAddress(address)
  }

  /** EIP-55: only sign-in with X needs it, so ethers' keccak is loaded then, not up front. */
  async canonicalAddress(address: string): Promise<string> {
    const { getAddress } = await import('ethers/address')
    return getAddress(address)
  }

  getProvider(): Eip1193Provider | undefined {
    return this.#active?.provider
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
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

  /** A JSON-RPC read on one of the dapp's networks, through core's transport (loaded on first use). */
  async #readChain(caipNetworkId: CaipNetworkId, method: string, params: unknown): Promise<unknown> {
    const network = this.#networks.find((n) => n.caipNetworkId === caipNetworkId)
    if (!network) throw new UnknownEvmNetworkError(caipNetworkId)
    const { createRpcTransport } = await import('@latch/core/rpc')
    return createRpcTransport({ urls: network.rpcUrls.default.http, timeoutMs: this.#rpcTimeoutMs }).request(method, params)
  }

  #deactivate(): void {
    this.#active?.detach()
    this.#active = undefined
  }

  #requireProvider(): Eip1193Provider {
    const provider = this.#active?.provider
    if (!provider) throw new ProviderNotConnectedError()
    return provider
  }

  async #request(method: string, params: unknown[]): Promise<unknown> {
    const provider = this.#requireProvider()
    try {
      return await provider.request({ method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
}

function toAddresses(raw: unknown): string[] {
  return Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string' && isEvmAddress(a)) : []
}

function toAccounts(addresses: string[]): Account[] {
  return addresses.map((address) => ({ address, type: 'eoa' }))
}
