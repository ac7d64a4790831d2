/**
 * On-ramp (spec §3 "On-ramp", issue #17). Every major provider now needs a partner backend (Coinbase session tokens,
 * MoonPay's signed URLs, Transak's sessions), so the modal never talks to a provider: it asks the dapp's backend, an
 * `@latch/onramp-server` handler, through an `OnrampSource`. The wire shapes below are that handler's protocol:
 *
 * - `GET  {url}/options`  → `OnrampOptions`
 * - `POST {url}/quotes`   `OnrampQuoteRequest` → `{ quotes: OnrampQuoteResult[] }`
 * - `POST {url}/sessions` `OnrampSessionRequest` → `{ url }` (the provider's checkout, single use)
 *
 * Errors answer with an HTTP status and `{ error: { code, message } }`. Field names follow the spec (its quote is
 * Coinbase's); the currency options keep the spec's snake_case, as providers publish them.
 */
import type { CaipNetworkId } from '../types/chain'

/** Spec §3 "provider". `supportedChains`: CAIP-2 ids the provider delivers to. */
export interface OnrampProviderInfo {
  /** Stable id (`coinbase`, `moonpay`, `transak`, `local`). */
  name: string
  /** Shown to the user ("Coinbase"). */
  label: string
  /** What it charges, as the provider states it ("0.5–2.5 %"). */
  feeRange: string
  /** Its home page (https). */
  url: string
  supportedChains: readonly CaipNetworkId[]
  /** An https (or data:) image, when the backend has one. */
  iconUrl?: string
}

/** Spec §3 "currency options": a crypto asset and the networks it is bought on. */
export interface OnrampPurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: readonly { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** Spec §3: a fiat currency and, per payment method, the least and most one purchase may pay (decimal strings). */
export interface OnrampPaymentCurrency {
  id: string
  payment_method_limits: readonly { id: string; min: string; max: string }[]
}

export interface OnrampOptions {
  providers: readonly OnrampProviderInfo[]
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
}

/** A decimal amount of a currency (`{ amount: '2.99', currency: 'USD' }`). */
export interface OnrampAmount {
  amount: string
  currency: string
}

/** Spec §3 "quote". */
export interface OnrampQuote {
  coinbaseFee: OnrampAmount
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  quoteId: string
}

export interface OnrampQuoteRequest {
  caipNetworkId: CaipNetworkId
  /** `OnrampPurchaseCurrency.id`. */
  purchaseCurrency: string
  /** `OnrampPaymentCurrency.id`. */
  paymentCurrency: string
  /** What the user pays, a decimal string in the payment currency. */
  amount: string
  /** A payment method id of the payment currency's limits ('CARD' …); absent: the provider's default. */
  paymentMethod?: string
  /** ISO 3166 country, where a provider prices by it. */
  country?: string
}

/** One provider's answer: its quote, or why it has none (the others still show). */
export type OnrampQuoteResult = { provider: string; quote: OnrampQuote } | { provider: string; error: { code: string; message: string } }

export interface OnrampSessionRequest extends OnrampQuoteRequest {
  provider: string
  /** The account that receives, in the namespace's own format: sent only here, when the user continues. */
  address: string
  quoteId?: string
  /** Where the provider sends the user back to after paying. */
  redirectUrl?: string
}

/** The modal's side of the protocol (`httpOnramp({ url })` speaks it to an `@latch/onramp-server` handler). */
export interface OnrampSource {
  options(params?: { signal?: AbortSignal }): Promise<OnrampOptions>
  quotes(request: OnrampQuoteRequest, params?: { signal?: AbortSignal }): Promise<OnrampQuoteResult[]>
  /** The provider's checkout URL for this purchase; opened only if its scheme is https (http on a loopback host). */
  session(request: OnrampSessionRequest, params?: { signal?: AbortSignal }): Promise<{ url: string }>
}
