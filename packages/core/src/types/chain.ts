/** Chain-family-neutral entities of spec §3. Everything is keyed by CAIP-2 / CAIP-10. */

/** The namespaces the product supports (spec §1). Others are rejected by validation. */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/** CAIP-19 asset id, e.g. `eip155:1/erc20:0xa0b8…`, `solana:5eyk…/token:EPjF…`; natives use `slip44:<coin type>`. */
export type CaipAssetId = `${string}:${string}/${string}:${string}`

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A network the dapp supports (spec §3 "Network"). */
export interface CaipNetwork {
  /** The chain's own id (a number on eip155, a genesis-hash prefix elsewhere). */
  id: number | string
  name: string
  caipNetworkId: CaipNetworkId
  /** Legacy id some wallets report (e.g. solana's old genesis hash). */
  deprecatedCaipNetworkId?: CaipNetworkId
  chainNamespace: ChainNamespace
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
  /**
   * Well-known contracts of the network (viem's and AppKit's shape, so their chain objects fit as they are).
   * `multicall3`: contract reads are batched through it; without it they go as plain eth_calls.
   * `ensRegistry`: the account's ENS name and avatar are looked up there.
   */
  contracts?: { multicall3?: { address: string; blockCreated?: number }; ensRegistry?: { address: string } }
}

/** Account kinds (spec §3 "Account"): eoa, smart account, or payment for bitcoin. */
/**
 * Spec §3: eoa, smart account, or payment for bitcoin. `ordinal` is Latch's addition for bitcoin's second address
 * (where a wallet keeps inscriptions: never spent by a payment), as the original product's bitcoin adapter names it.
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface Account {
  address: string
  type: AccountType
}

/** Connector types (spec §3). */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'MULTI_CHAIN' | 'AUTH' | 'WALLET_CONNECT'

export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string }
  /** The raw provider behind it, if any. Never serialised. */
  provider?: unknown
  /** MULTI_CHAIN: the wallet's connector on each namespace (one wallet announced on several); they connect together. */
  connectors?: readonly Connector[]
}

/** The embedded (e-mail / social) wallet's user (spec §3 "Embedded-wallet user"). */
export interface EmbeddedWalletUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: readonly Account[]
  userName?: string | null
  /** The profile picture the login reported (a Farcaster pfp), https only; the account's profileImage when no name service has one. */
  avatarUrl?: string | null
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

/** What the UI and `useWalletInfo` show about the connected wallet (spec §3). */
export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  socialProvider?: string
}
