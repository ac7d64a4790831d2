/**
 * Swaps (issue #17): a `SwapSource` prices a trade and builds its transaction; core never prices or builds one. A
 * source is an aggregator's HTTP API (LI.FI by default, which needs no key; 1inch and 0x with the host's key) or the
 * local stack's stand-in speaking LI.FI's shape. Assets are CAIP-19 throughout; a chain's native currency is its
 * `slip44` asset (`eip155:1/slip44:60`), a token its contract (`eip155:1/erc20:0x…`).
 */
import type { CaipAssetId, CaipNetworkId } from '../types/chain'

/** A token a swap can pay with or receive: from the account's holdings or the source's list for the network. */
export interface SwapToken {
  asset: CaipAssetId
  symbol: string
  name: string
  decimals: number
  iconUrl?: string
  /** USD per whole token, where the source knows it. */
  priceUsd?: number
}

/** What the user asks for: `amount` of `fromAsset` in (side 'in'), or of `toAsset` out (side 'out'). */
export interface SwapQuoteRequest {
  caipNetworkId: CaipNetworkId
  /** The account that pays and receives, in the namespace's own format. Sent to the source only with a quote request. */
  address: string
  fromToken: SwapToken
  toToken: SwapToken
  /** In the smallest unit of the side's token. */
  amount: bigint
  side: 'in' | 'out'
  /** The most the price may move against the user, as a fraction (0.005 = 0.5 %). */
  slippage: number
}

/** A fee the trade pays on top of the network fee (an integrator's or a protocol's). */
export interface SwapFee {
  label: string
  /** In the smallest unit of `asset`. */
  amount: bigint
  asset: CaipAssetId
  symbol: string
  decimals: number
}

export interface SwapQuote {
  /** The source's id of this quote (LI.FI's `id`), or one the source makes up. */
  id: string
  /** The `SwapSource.id` that gave it. */
  source: string
  caipNetworkId: CaipNetworkId
  fromToken: SwapToken
  toToken: SwapToken
  /** In the smallest units of the tokens. */
  amountIn: bigint
  amountOut: bigint
  /** The least the trade may pay out at the request's slippage: below it the chain reverts the swap. */
  minAmountOut: bigint
  slippage: number
  /** How far the trade moves the price against the user, as a fraction; absent when the source does not say. */
  priceImpact?: number
  /** The network fee the source estimates, in the native currency's smallest unit. */
  networkFee?: bigint
  fees: readonly SwapFee[]
  /** The hops or tools the trade goes through, in order ('Uniswap V2', 'LTT → WETH → ETH' …). */
  route: readonly string[]
  /** When the quote stops being good (epoch ms); a swap after it is re-quoted first. */
  expiresAt: number
  /**
   * The allowance the trade needs: `spender` may move `amount` of `fromToken` for the account. Absent when the
   * token in is the native currency or the source needs none.
   */
  approval?: { spender: string; amount: bigint }
  /** The source's transaction, when the quote carries one (LI.FI's `transactionRequest`); else `buildTransaction` makes it. */
  transaction?: unknown
}

/** The state of a sent swap, for sources whose trades settle later than their transaction (cross-chain). */
export type SwapStatus = 'pending' | 'done' | 'failed'

/** One aggregator. Each call takes an abort signal: a newer quote request cancels the one before. */
export interface SwapSource {
  readonly id: string
  /** Shown on the quote ("via LI.FI"). */
  readonly name: string
  /** The networks it trades on; absent: whatever it is asked (it answers NO_ROUTE where it has none). */
  supports?(caipNetworkId: CaipNetworkId): boolean
  /** Its token list for a network, for the pickers after the account's own tokens. */
  tokens(params: { caipNetworkId: CaipNetworkId; signal?: AbortSignal }): Promise<SwapToken[]>
  /** Prices a trade. Throws `SwapNoRouteError` when no route exists, another typed error when the source fails. */
  quote(request: SwapQuoteRequest, options?: { signal?: AbortSignal }): Promise<SwapQuote>
  /** The transaction for `quote` in the namespace's shape (eip155: `{ to, data, value?, gas? }`). */
  buildTransaction(quote: SwapQuote, options?: { signal?: AbortSignal }): Promise<unknown>
  /** Where a sent swap stands; absent: the transaction's receipt settles it. */
  status?(params: { quote: SwapQuote; hash: string; signal?: AbortSignal }): Promise<SwapStatus>
}
