// @latch/core/onramp: the on-ramp protocol between the modal and the dapp's @latch/onramp-server handler — its
// types, the typed error, and the HTTP source core loads lazily for `onramp: { url }`.
export { OnrampError, type OnrampFailure } from '../errors/onramp'
export { httpOnramp, isAllowedCheckoutUrl, type HttpOnrampOptions } from '../onramp/httpOnramp'
export type {
  OnrampAmount,
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampProviderInfo,
  OnrampPurchaseCurrency,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampQuoteResult,
  OnrampSessionRequest,
  OnrampSource,
} from '../onramp/types'
export type { CaipNetworkId } from '../types/chain'
