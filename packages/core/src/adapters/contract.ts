/**
 * The adapter contract: what core asks of one chain family (spec §1, ARCHITECTURE.md "core").
 *
 * Core never imports an adapter. A dapp passes adapter instances in `options.adapters`; core calls
 * `setup` once, then everything else through this interface. Everything is CAIP-keyed: core knows a
 * network only by its CAIP-2 id and an account only by address + namespace.
 */
import type { Account, CaipNetwork, CaipNetworkId, ChainNamespace, Connector } from '../types/chain'

/** What a successful connect or reconnect reports. */
export interface AdapterConnection {
  /** The active address, in the namespace's own format (no CAIP prefix). */
  address: string
  /** Every account the wallet exposed; the first is `address`. */
  accounts: Account[]
  /** The chain the wallet is on, as a CAIP-2 id (it may be one the dapp did not request). */
  caipNetworkId: CaipNetworkId
  /** The connector that made the connection. */
  connectorId: string
}

export interface AdapterBalance {
  /** Decimal string in whole units (e.g. "1.5"), already formatted with the network's decimals. */
  balance: string
  symbol: string
}

/** One fungible token an account holds. */
export interface AdapterTokenBalance {
  /** The token contract (no CAIP prefix). */
  address: string
  symbol: string
  name: string
  decimals: number
  /** Decimal string in whole units. */
  quantity: string
}

/** One non-fungible token an account holds. */
export interface AdapterNft {
  collection: string
  collectionName: string
  symbol: string
  tokenId: string
  /** Metadata URI as the contract reports it ('' when none). */
  tokenUri: string
  /** Which standard the collection speaks; absent means ERC-721. */
  standard?: 'ERC-721' | 'ERC-1155'
  /** How many the account holds (ERC-1155); absent means one. */
  amount?: string
}

/** A fungible token an indexer lists for an account. */
export interface IndexedToken {
  /** The token contract (no CAIP prefix). */
  address: string
  symbol: string
  name: string
  decimals: number
  /** In the smallest unit, as a decimal integer string. */
  amount: string
  iconUrl?: string
  /** USD per whole token, where the indexer knows a price. */
  priceUsd?: number
  /** The indexer marks it as spam or a scam. */
  spam?: boolean
}

/** A non-fungible token an indexer lists: ERC-721 or ERC-1155 (with how many the account holds), with its image. */
export interface IndexedNft extends AdapterNft {
  standard: 'ERC-721' | 'ERC-1155'
  amount: string
  imageUrl?: string
  spam?: boolean
}

/** Where the Tokens and NFTs lists come from when not from the chain (see `HoldingsOptions`). */
export interface HoldingsSource {
  /** The account's tokens, and the native currency's USD price where known. */
  getTokens?(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<{ tokens: IndexedToken[]; nativePriceUsd?: number }>
  getNfts?(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<IndexedNft[]>
}

/** What a name service says about an address: its primary name and avatar URL, either absent when it has none. */
export interface AdapterIdentity {
  name?: string
  /** An http(s) or data:image URL. */
  avatar?: string
}

/** One movement of the native currency or a fungible token within a transaction, seen from the account. */
export interface AdapterTransfer {
  /** 'in' when the account received it, 'out' when it sent it. */
  direction: 'in' | 'out'
  symbol: string
  /** In the smallest unit (wei, …), as a decimal integer string: exact at any size, and serialisable. */
  amount: string
  decimals: number
  /** The token contract (no CAIP prefix); absent for the native currency. */
  contract?: string
  /** The other side: who received an 'out', who sent an 'in'. */
  counterparty?: string
}

/** One transaction of an account's activity (spec §3 "Transaction"). */
export interface AdapterTransaction {
  hash: string
  status: 'confirmed' | 'pending' | 'failed'
  /** When its block was made (epoch ms); for a pending one, when it was seen. */
  timestamp: number
  from: string
  /** The receiver or called contract; '' for a contract creation. */
  to: string
  /** What moved to or from the account: the native value first, then token transfers. */
  transfers: AdapterTransfer[]
}

/** A page of activity, newest first; `next` is an opaque cursor for the page after it (absent on the last). */
export interface AdapterActivityPage {
  transactions: AdapterTransaction[]
  next?: string
}

/** Where activity is read from: the adapter itself (`getActivity`), or an indexer (see `ActivityOptions`). */
export interface ActivitySource {
  getActivity(params: { address: string; caipNetworkId: CaipNetworkId; cursor?: string }): Promise<AdapterActivityPage>
}

export interface SendTransactionParameters {
  /** Receiver in the namespace's address format. */
  to: string
  /** Amount in the smallest unit (wei, lamports, …). */
  value?: bigint
  /** Hex call data (EVM) or namespace-specific payload. */
  data?: string
  /** Explicit gas/fee limits; adapters estimate when absent. */
  gas?: bigint
}

/** Events an adapter emits; core subscribes once per adapter in `setup`. */
export interface AdapterEventMap {
  /** Accounts changed in the wallet. An empty list means the wallet disconnected the dapp. */
  accountsChanged: { accounts: Account[] }
  /** The wallet moved to another chain. */
  chainChanged: { caipNetworkId: CaipNetworkId }
  /** The wallet ended the connection. */
  disconnect: undefined
  /** The set of discovered connectors changed (EIP-6963 announcements arrive over time). */
  connectorsChanged: { connectors: Connector[] }
}

export type AdapterEventName = keyof AdapterEventMap
export type AdapterListener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

export interface AdapterSetupParameters {
  /** The dapp's networks of this namespace, in the dapp's order. */
  networks: CaipNetwork[]
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
}

/**
 * What core hands an adapter for a wallet it reaches through core rather than through the page: a
 * WalletConnect session, or the embedded wallet's frame. The accounts, and a way to send a request; the
 * adapter turns it into its own provider (EIP-1193 on eip155), so signing and sending work the same as
 * with an extension.
 */
export interface RemoteWalletTransport {
  /** The connector this connection is recorded under. Defaults to `walletConnect`. */
  connectorId?: string
  /** Addresses the session holds for this namespace (no CAIP prefix), the active one first. */
  accounts: string[]
  /** The chain of the session's first account for this namespace. */
  caipNetworkId: CaipNetworkId
  /** Sends `method` to the wallet over the session, on `caipNetworkId`. */
  request(args: { method: string; params?: unknown; caipNetworkId: CaipNetworkId }): Promise<unknown>
  /** Wallet-side session events (`accountsChanged`, `chainChanged`, …) for this namespace. */
  onEvent(listener: (event: { name: string; data: unknown; caipNetworkId: CaipNetworkId }) => void): () => void
}

/**
 * One chain family. Construction must be cheap and touch no `window`/`document` (SSR); heavy SDK
 * code is loaded with dynamic `import()` on the first call that needs it.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace

  /** Called once by core before any other method. No I/O. */
  setup(params: AdapterSetupParameters): void

  /**
   * Starts connector discovery (browser only; a no-op on the server) and returns what is known now.
   * Later discoveries arrive as `connectorsChanged`.
   */
  syncConnectors(): Connector[]

  /** Asks the wallet behind `connectorId` to connect (may prompt the user). */
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection>

  /**
   * Restores a connection after reload WITHOUT prompting (e.g. `eth_accounts`, never
   * `eth_requestAccounts`). Resolves null when the wallet no longer authorises the dapp or the
   * connector is not (yet) available.
   */
  reconnect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }): Promise<AdapterConnection | null>

  /** Ends the connection with the active connector (best effort; must not leave listeners behind). */
  disconnect(): Promise<void>

  /** Call data that moves `amount` (smallest units) of a token to `to` (an ERC-20 `transfer` on eip155). Optional. */
  tokenTransferData?(to: string, amount: bigint): string

  /** Balances of the given token contracts for `address`, read from the chain (one round trip). Optional. */
  getTokenBalances?(params: { address: string; caipNetworkId: CaipNetworkId; tokens: readonly string[] }): Promise<AdapterTokenBalance[]>

  /** The NFTs `address` holds in the given collections, read from the chain. Optional. */
  getNfts?(params: { address: string; caipNetworkId: CaipNetworkId; collections: readonly string[] }): Promise<AdapterNft[]>

  /**
   * The account's transactions, newest first, read from the chain itself (an indexer is configured in
   * `ActivityOptions` instead). `cursor` is a page's `next`. Optional.
   */
  getActivity?(params: { address: string; caipNetworkId: CaipNetworkId; cursor?: string }): Promise<AdapterActivityPage>

  /**
   * The address's name and avatar from the namespace's name service (eip155: ENS), looked up on whichever of the
   * dapp's networks has one. Optional; `{}` when the address has no name.
   */
  getIdentity?(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterIdentity>

  /** The address a name (eip155: ENS, e.g. `alice.eth`) points to; undefined when it points nowhere. Optional. */
  resolveName?(params: { name: string; caipNetworkId: CaipNetworkId }): Promise<string | undefined>

  /** Native balance of `address` on `caipNetworkId`, read from the chain. */
  getBalance(params: { address: string; caipNetworkId: CaipNetworkId }): Promise<AdapterBalance>

  /**
   * Moves the wallet to `network`. Adapters that support "add chain" fall back to it on the
   * namespace's unknown-chain errors, and throw `ChainNotSupportedError` when adding fails.
   */
  switchNetwork(params: { network: CaipNetwork }): Promise<void>

  signMessage(params: { message: string; address: string }): Promise<string>

  /** Namespace-specific structured data signing (EIP-712 on eip155). Optional. */
  signTypedData?(params: { address: string; data: unknown }): Promise<string>

  /** Sends a transaction; resolves with its hash/signature id. */
  sendTransaction(params: SendTransactionParameters & { address: string; caipNetworkId: CaipNetworkId }): Promise<string>

  /** Estimates the fee units (gas) for a transaction. */
  estimateGas(params: SendTransactionParameters & { address: string; caipNetworkId: CaipNetworkId }): Promise<bigint>

  /** The whole network fee of a transaction in the native currency's smallest unit (gas × price on eip155). */
  estimateFee?(params: SendTransactionParameters & { address: string; caipNetworkId: CaipNetworkId }): Promise<bigint>

  /** Formats smallest units to a decimal string, e.g. (1500000000000000000n, 18) → "1.5". */
  formatUnits(value: bigint, decimals: number): string

  /** Parses a decimal string to smallest units; throws on malformed input. */
  parseUnits(value: string, decimals: number): bigint

  /** Validates an address of this namespace (spec §5). */
  isAddress(address: string): boolean

  /**
   * The address as the namespace writes it canonically (EIP-55 checksum on eip155), for messages that must
   * quote it exactly (sign-in with X). Optional: absent, addresses are used as the wallet reported them.
   */
  canonicalAddress?(address: string): Promise<string>

  /** The raw wallet provider of the active connection (for `useAppKitProvider`), or undefined. */
  getProvider(): unknown

  on<E extends AdapterEventName>(event: E, listener: AdapterListener<E>): () => void

  /** The methods and events this namespace asks a WalletConnect wallet for. Absent: no WalletConnect. */
  readonly walletConnect?: { methods: readonly string[]; events: readonly string[] }

  /**
   * Makes a remote wallet (a WalletConnect session, the embedded wallet) the active connection of this
   * adapter, under `transport.connectorId` (default `walletConnect`). No prompt.
   */
  useRemoteWallet?(transport: RemoteWalletTransport): Promise<AdapterConnection>
}
