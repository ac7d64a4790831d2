import type {
  AdapterConnection,
  AdapterEventName,
  AdapterListener,
  AdapterSetupParameters,
  CaipNetwork,
  CaipNetworkId,
  ChainAdapter,
  ChainIndexers,
  ChainReads,
  ChainRemote,
  ChainSwaps,
  ChainTransactions,
  ChainTransfers,
  Connector,
} from '@latch/core'
import { AdapterEmitter, isEvmAddress, LazyConnection, lazyMethods } from '@latch/core'
import type { EvmConnection } from './connection/evmConnection'
import type { NetworkTransports } from './rpc/networkTransports'
import type { Eip1193Provider, EvmAdapterOptions } from './types'
import { formatUnits, parseUnits } from './units'
import { WALLET_CONNECT_EVENTS, WALLET_CONNECT_METHODS } from './walletConnect/methods'

const READS = ['getBalance', 'getTokens', 'getNfts', 'getActivity', 'getIdentity', 'resolveName'] as const
const SWAPS = ['nativeAsset', 'allowance', 'approvalCall', 'canBatch', 'send', 'waitFor'] as const

/**
 * The eip155 adapter: EIP-6963 and injected browser wallets, WalletConnect sessions and the embedded wallet.
 * Construction does no I/O and touches no `window`; every chain read loads its code on first use. The wallet holds
 * the network (`networkControl: 'wallet'`).
 *
 * This class is what an EVM dapp's first bundle holds: what core asks synchronously (the codec, the capability
 * groups' shape, the WalletConnect method lists) and forwarders. The connection (discovery, connect, the wallet's
 * events, every wallet request) is `EvmConnection`, loaded with the first call that needs it.
 */
export class EvmAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly networkControl = 'wallet' as const

  #emitter = new AdapterEmitter()
  #networks: CaipNetwork[] = []
  // Loaded with the first call that needs it: until then no wallet is known, and none connected.
  #connection: LazyConnection<EvmConnection>
  // Created with the first chain read: core's transport code stays out of the first bundle.
  #rpc: NetworkTransports

  readonly reads: Required<ChainReads>
  readonly transfers: ChainTransfers
  readonly transactions: Required<ChainTransactions>
  readonly indexers: ChainIndexers
  readonly remote: ChainRemote
  readonly swaps: ChainSwaps

  constructor(options: EvmAdapterOptions = {}) {
    const reconnectWaitMs = options.reconnectWaitMs ?? 1000
    const rpcTimeoutMs = options.rpcTimeoutMs ?? 10_000
    const networks = () => this.#networks
    this.#rpc = lazyMethods(async () => (await import('./rpc/networkTransports')).createNetworkTransports(networks, rpcTimeoutMs), ['transportOf', 'readChain'])
    this.#connection = new LazyConnection(async () => {
      const { EvmConnection } = await import('./connection/evmConnection')
      return new EvmConnection({ emitter: this.#emitter, reconnectWaitMs, readChain: this.#rpc.readChain })
    })
    const request = (method: string, params: unknown[]) => this.#connection.use((c) => c.request(method, params))
    // Reads and transfers load their code with their first call: an EVM-only dapp's first bundle holds neither.
    this.reads = lazyMethods(async () => (await import('./evmReads')).createEvmReads(networks, this.#rpc.transportOf, formatUnits), READS)
    this.transfers = lazyMethods(async () => (await import('./evmTransfers')).createEvmTransfers(networks, request), ['prepare'])
    this.transactions = {
      send: async ({ address, transaction }) => {
        const { toRpcTransaction, toTxParameters } = await import('./evmTransaction')
        return (await request('eth_sendTransaction', [toRpcTransaction(toTxParameters(address, transaction))])) as string
      },
      signTypedData: ({ address, data }) => this.#connection.use((c) => c.signTypedData(address, data)),
    }
    // Blockscout's code (and its list of public instances) loads only for hosts whose Activity tab uses it.
    this.indexers = { resolve: async (params) => (await import('./blockscout/indexers')).resolveBlockscout(params) }
    // The method lists are read synchronously (core's conformance suite does, right after construction): they stay eager.
    this.remote = { walletConnect: { methods: WALLET_CONNECT_METHODS, events: WALLET_CONNECT_EVENTS }, attach: (transport) => this.#connection.use((c) => c.attach(transport)) }
    // The swap code loads with the first swap.
    this.swaps = lazyMethods(async () => {
      const { createEvmSwaps } = await import('./swaps/evmSwaps')
      return createEvmSwaps({ request, readChain: this.#rpc.readChain, connection: () => this.#connection.current?.active })
    }, SWAPS)
  }

  setup({ networks }: AdapterSetupParameters): void {
    this.#networks = networks.filter((n) => n.chainNamespace === 'eip155')
  }

  syncConnectors(): Connector[] {
    return this.#connection.syncConnectors()
  }

  /** Whether a wallet with this rdns announced itself (the wallet directory's "installed" flag). */
  isInstalled(rdns: string): boolean {
    return this.#connection.current?.isInstalled(rdns) ?? false
  }

  connect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection> {
    return this.#connection.use((c) => c.connect(connectorId))
  }

  reconnect({ connectorId }: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null> {
    return this.#connection.reconnect((c) => c.reconnect(connectorId))
  }

  disconnect(): Promise<void> {
    return this.#connection.disconnect((c) => c.disconnect())
  }

  /** Asks the wallet to move (adding the network where it must); the address stays, so the connection is re-read. */
  switchNetwork({ network }: { network: CaipNetwork }): Promise<AdapterConnection> {
    return this.#connection.use((c) => c.switchNetwork(network))
  }

  signMessage({ message, address }: { message: string | Uint8Array; address: string; caipNetworkId: CaipNetworkId }): Promise<string> {
    return this.#connection.use((c) => c.signMessage(message, address))
  }

  formatUnits(value: bigint, decimals: number): string {
    return formatUnits(value, decimals)
  }

  parseUnits(value: string, decimals: number): bigint {
    return parseUnits(value, decimals)
  }

  /** Every eip155 network shares one address format. */
  isAddress(address: string, _caipNetworkId?: CaipNetworkId): boolean {
    return isEvmAddress(address)
  }

  /** Hex addresses and hashes come in either case (and EIP-55 mixes them): one spelling for comparing. */
  normalize(value: string): string {
    return value.toLowerCase()
  }

  /** EIP-55: only sign-in with X needs it, so ethers' keccak is loaded then, not up front. */
  async canonicalAddress(address: string): Promise<string> {
    const { getAddress } = await import('ethers/address')
    return getAddress(address)
  }

  /** The active connection's provider: undefined while none, as always before the connection code loaded. */
  getProvider(): Eip1193Provider | undefined {
    return this.#connection.current?.getProvider()
  }

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void {
    return this.#emitter.on(event, listener)
  }
}
