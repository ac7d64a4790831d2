/** The Buy view's timings (issue #17). */

/** A typed amount is priced this long after the last keystroke. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500
/** While the provider's checkout is open, the balance is read this often to see the purchase land. */
export const ONRAMP_BALANCE_POLL_MS = 5_000
/** How long the checkout is watched: card payments and the provider's transfer take minutes, not hours. */
export const ONRAMP_WATCH_TIMEOUT_MS = 30 * 60_000
/** How often the popup is checked for being closed. */
export const ONRAMP_POPUP_POLL_MS = 500
