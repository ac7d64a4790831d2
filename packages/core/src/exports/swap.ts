// @latch/core/swap: what a swap is made of — the source interface and types, the typed errors sources and adapters
// raise. Light on purpose: adapters' swap chunks import it.
// LI.FI's source (the default, with its validation) is @latch/core/lifi.
export { SwapNoRouteError, SwapPendingError, SwapRevertedError, SwapSlippageError, SwapSourceError } from '../errors/swap'
export type { SwapFee, SwapQuote, SwapQuoteRequest, SwapSource, SwapStatus, SwapToken } from '../swap/types'
