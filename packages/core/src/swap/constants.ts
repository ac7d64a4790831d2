/** The Swap view's timings and defaults (issue #17). */

/** The slippage the form starts with: 0.5 %. */
export const DEFAULT_SWAP_SLIPPAGE = 0.005
/** A typed amount is priced this long after the last keystroke. */
export const SWAP_QUOTE_DEBOUNCE_MS = 400
/** While the Swap view is open, the quote is asked again this often, so what it shows stays current. */
export const SWAP_QUOTE_REFRESH_MS = 20_000
/** A quote this close to its expiry is asked again before the swap is sent. */
export const SWAP_QUOTE_EXPIRY_MARGIN_MS = 5_000
/** How long a sent swap (or approval) is waited for before the view says it is still pending. */
export const SWAP_RECEIPT_TIMEOUT_MS = 10 * 60_000
/** The native currency kept back by "Max" beyond the quoted network fee, as a multiple of it (gas prices move). */
export const SWAP_MAX_FEE_HEADROOM = 2n
