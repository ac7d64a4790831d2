/**
 * The `reads` capability: what the Account view shows about an account. It is one interface with the indexers a
 * host can configure instead (`tokens: { source }`, `activity: { source }`): an adapter reads its chain, an indexer
 * reads its database, core cannot tell them apart (spec §3 "Token", "Transaction", §9 account reads).
 */
import type { CaipAssetId, CaipNetworkId } from '../types/chain'

/** Who and where a read is about. */
export interface AccountReadParameters {
  /** The account, in the namespace's own format (no CAIP prefix). */
  address: string
  caipNetworkId: CaipNetworkId
}

export interface AdapterBalance {
  /** Decimal string in whole units (e.g. "1.5"), already formatted with the network's decimals. */
  balance: string
  symbol: string
}

/** One fungible asset an account holds (an ERC-20, an SPL mint, a Cosmos denom, a Polkadot asset). */
export interface HeldToken {
  /** CAIP-19, e.g. `eip155:1/erc20:0xa0b8…`, `solana:5eyk…/token:EPjF…`. */
  asset: CaipAssetId
  symbol: string
  name: string
  decimals: number
  /** In the smallest unit, as a decimal integer string: exact at any size, and serialisable. */
  amount: string
  iconUrl?: string
  /** USD per whole token, where the reader knows a price. */
  priceUsd?: number
  /** The reader marks it as spam or a scam. */
  spam?: boolean
}

export interface TokenHoldings {
  tokens: HeldToken[]
  /** USD per whole unit of the native currency, where the reader knows it. */
  nativePriceUsd?: number
}

/** One non-fungible token an account holds. */
export interface AdapterNft {
  /** The collection: a contract, a Metaplex collection mint, a cw721 contract … (no CAIP prefix). */
  collection: string
  collectionName: string
  symbol: string
  tokenId: string
  /** Metadata URI as the chain reports it ('' when none). */
  tokenUri: string
  /** The namespace's own name of its standard ('ERC-721', 'ERC-1155', 'Metaplex' …); absent when it has one kind. */
  standard?: string
  /** How many the account holds (ERC-1155 and the like); absent means one. */
  amount?: string
  imageUrl?: string
  spam?: boolean
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
  /** In the smallest unit, as a decimal integer string. */
  amount: string
  decimals: number
  /** CAIP-19 of the token; absent for the native currency. */
  asset?: CaipAssetId
  /** The other side: who received an 'out', who sent an 'in'. */
  counterparty?: string
}

/** One transaction of an account's activity (spec §3 "Transaction"). */
export interface AdapterTransaction {
  /** The namespace's transaction id (a hash, a Solana signature …). */
  hash: string
  status: 'confirmed' | 'pending' | 'failed'
  /** When its block was made (epoch ms); for a pending one, when it was seen. */
  timestamp: number
  from: string
  /** The receiver or called program; '' when there is none. */
  to: string
  /** What moved to or from the account: the native value first, then token transfers. */
  transfers: AdapterTransfer[]
}

/** A page of activity, newest first; `next` is an opaque cursor for the page after it (absent on the last). */
export interface AdapterActivityPage {
  transactions: AdapterTransaction[]
  next?: string
}

/**
 * Reads an indexer or an adapter can answer; each is optional on its own. Core asks whichever the host
 * configured, else the adapter.
 */
export interface AccountReads {
  /**
   * The account's tokens. `tokens` is the host's list for this network as it wrote it (eip155: contracts; may be
   * empty): a reader that cannot enumerate holdings (an EVM node) reads those; one that can (Solana's token
   * accounts) lists all it finds.
   */
  getTokens?(params: AccountReadParameters & { tokens?: readonly string[] }): Promise<TokenHoldings>
  /** The NFTs the account holds; `collections` as `tokens` above. */
  getNfts?(params: AccountReadParameters & { collections?: readonly string[] }): Promise<AdapterNft[]>
  /** The account's transactions, newest first; `cursor` is a page's `next`. */
  getActivity?(params: AccountReadParameters & { cursor?: string }): Promise<AdapterActivityPage>
  /** The address's name and avatar from the namespace's name service; `{}` when it has none. */
  getIdentity?(params: AccountReadParameters): Promise<AdapterIdentity>
  /** The address a name points to; undefined when it points nowhere. */
  resolveName?(params: { name: string; caipNetworkId: CaipNetworkId }): Promise<string | undefined>
}

/** An adapter's reads: the native balance, always, and any of the account reads. */
export interface ChainReads extends AccountReads {
  /** Native balance of `address` on `caipNetworkId`, read from the chain. */
  getBalance(params: AccountReadParameters): Promise<AdapterBalance>
}

/** An indexer of tokens and NFTs a host names in `tokens: { source }` / `nfts: { source }`. */
export type HoldingsSource = Pick<AccountReads, 'getTokens' | 'getNfts'>
/** An indexer of activity a host names in `activity: { source }`. */
export type ActivitySource = Required<Pick<AccountReads, 'getActivity'>>
