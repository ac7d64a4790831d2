/**
 * What the Swap and Buy views show (issue #17), as state: codes and data, never text (the UI words every code).
 * A leaf module like state.ts.
 */
import type { LatchErrorInfo } from '../errors/types'
import type { OnrampOptions, OnrampQuoteResult } from '../onramp/types'
import type { SwapToken } from '../swap/types'

/** A token the pickers offer: the account's own first, with what it holds (whole units), then the source's list. */
export interface SwapTokenOption extends SwapToken {
  balance?: string
}

/** Why the Swap form cannot go on, or why the last swap ended; the UI words each. */
export type SwapErrorCode =
  | 'AMOUNT_INVALID'
  | 'AMOUNT_NOT_POSITIVE'
  | 'SAME_TOKEN'
  | 'INSUFFICIENT_BALANCE'
  | 'INSUFFICIENT_FEE_BALANCE'
  | 'NO_ROUTE'
  | 'QUOTE_FAILED'
  | 'QUOTE_EXPIRED'
  | 'SLIPPAGE'
  | 'APPROVAL_REJECTED'
  | 'APPROVAL_FAILED'
  | 'SWAP_REJECTED'
  | 'SWAP_FAILED'
  | 'SWAP_PENDING'
  | 'UNAVAILABLE'

/**
 * `symbol`: the token short of funds (INSUFFICIENT_*). `cause`: the error behind it (source, wallet, chain), whose
 * long message says more. QUOTE_EXPIRED: the quote ran out before the swap and the fresh one pays less than the
 * old one's minimum, so the user reviews it before anything is sent.
 */
export interface SwapError {
  code: SwapErrorCode
  symbol?: string
  cause?: LatchErrorInfo
}

/** The quote the form shows, in whole units (the adapter formats them). */
export interface SwapQuoteView {
  id: string
  /** The source's name ("LI.FI"). */
  source: string
  amountIn: string
  amountOut: string
  minAmountOut: string
  /** As a fraction (0.0031 = 0.31 %). */
  priceImpact?: number
  /** In the native currency. */
  networkFee?: string
  networkFeeSymbol: string
  fees: readonly { label: string; amount: string; symbol: string }[]
  route: readonly string[]
  /** Epoch ms; the form counts down to it and asks again before. */
  expiresAt: number
  /** The token in must be allowed first; `batched`: approve and swap go to the wallet as one batch. */
  approval?: { amount: string; batched: boolean }
}

export interface SwapState {
  fromToken?: SwapTokenOption
  toToken?: SwapTokenOption
  /** What the user typed, on the `side` it was typed: amount in, or amount out. */
  amount: string
  side: 'in' | 'out'
  /** As a fraction; 0.005 (0.5 %) unless the user or the host chose another. */
  slippage: number
  tokens: { status: 'idle' | 'loading' | 'ready' | 'error'; items: readonly SwapTokenOption[]; error?: LatchErrorInfo }
  quoteStatus: 'idle' | 'loading' | 'ready' | 'error'
  quote?: SwapQuoteView
  /** The swap in progress: allowing the token, then swapping; 'success' once the chain has it. */
  status: 'idle' | 'approving' | 'swapping' | 'success' | 'error'
  error?: SwapError
  /** The last swap's transaction (or batch) id. */
  hash?: string
}

/** The Buy view: the backend's options, the amount and currencies chosen, each provider's quote, the checkout. */
export interface OnrampState {
  options: { status: 'idle' | 'loading' | 'ready' | 'error'; value?: OnrampOptions; error?: LatchErrorInfo }
  /** What the user pays, a decimal string in `paymentCurrency`. */
  amount: string
  purchaseCurrency?: string
  paymentCurrency?: string
  quotes: { status: 'idle' | 'loading' | 'ready' | 'error'; items: readonly OnrampQuoteResult[]; error?: LatchErrorInfo }
  /**
   * The checkout: opening it, open in the provider's window (the balance is watched), or done — the provider said
   * so, or the balance rose (`received`, whole units of the native currency).
   */
  checkout: { status: 'idle' | 'opening' | 'open' | 'done' | 'error'; provider?: string; received?: string; error?: LatchErrorInfo }
}
