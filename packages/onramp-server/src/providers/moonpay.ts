/**
 * MoonPay (dev.moonpay.com "URL signing", "Get Real-time Buy quote"): the checkout is buy.moonpay.com with the
 * purchase in its query, signed because it carries a wallet address (MoonPay refuses an unsigned one); quotes come
 * from the public v3 buy_quote endpoint with the publishable key. Needs a MoonPay partner account: the publishable
 * key (pk_live_… / pk_test_…) and the secret key (sk_…) from dashboard.moonpay.com → Developers.
 */
import { createHmac, randomUUID } from 'node:crypto'
import type { OnrampQuote } from '@latch/core/onramp'
import { addDecimal, decimalOf } from '../decimal'
import { OnrampProviderError, type ServerOnrampProvider } from '../provider'
import { field, providerFetch } from './providerFetch'

export interface MoonpayOnrampOptions {
  /** The publishable key (`pk_…`). */
  apiKey: string
  /** The secret key (`sk_…`), which signs checkout URLs. */
  secretKey: string
  /** buy-sandbox.moonpay.com instead of buy.moonpay.com (use test keys). Defaults to `false`. */
  sandbox?: boolean
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
}

const LABEL = 'MoonPay'
const API = 'https://api.moonpay.com/v3/currencies'

/**
 * CAIP-2 → how MoonPay names a currency there: the ticker, lowercased, plus the network's suffix — except the
 * network's own native coin (`eth`, `sol`, `btc`, `pol`), which has none (`eth_base`, `usdc_polygon`, `sol`).
 */
export const MOONPAY_NETWORKS: Readonly<Record<string, { suffix: string; native: string }>> = {
  'eip155:1': { suffix: '', native: 'eth' },
  'eip155:8453': { suffix: '_base', native: '' },
  'eip155:137': { suffix: '_polygon', native: 'pol' },
  'eip155:10': { suffix: '_optimism', native: '' },
  'eip155:42161': { suffix: '_arbitrum', native: '' },
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { suffix: '_sol', native: 'sol' },
  'bip122:000000000019d6689c085ae165831e93': { suffix: '', native: 'btc' },
}

/** Spec payment method ids → MoonPay's. */
const PAYMENT_METHODS: Readonly<Record<string, string>> = { CARD: 'credit_debit_card', APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay', ACH_BANK_ACCOUNT: 'ach_bank_transfer' }

export function moonpayCurrencyCode(caipNetworkId: string, symbol: string): string {
  const network = MOONPAY_NETWORKS[caipNetworkId]
  if (!network) throw new OnrampProviderError('UNSUPPORTED_NETWORK', `${LABEL} does not deliver to ${caipNetworkId}.`)
  const ticker = symbol.toLowerCase()
  return ticker === network.native ? ticker : `${ticker}${network.suffix}`
}

/**
 * MoonPay's signature: base64 HMAC-SHA256 of the URL's search string (with its '?', values URL-encoded as sent),
 * keyed with the secret key; appended last, itself URL-encoded.
 */
export function signMoonpayUrl(url: string, secretKey: string): string {
  const signature = createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
  return `${url}&signature=${encodeURIComponent(signature)}`
}

export function moonpayOnramp(options: MoonpayOnrampOptions): ServerOnrampProvider {
  const fetchFn = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)
  const checkout = options.sandbox ? 'https://buy-sandbox.moonpay.com' : 'https://buy.moonpay.com'

  return {
    info: { name: 'moonpay', label: 'MoonPay', feeRange: '1–4.5 %', url: 'https://www.moonpay.com', supportedChains: Object.keys(MOONPAY_NETWORKS) as `${string}:${string}`[] },

    async quote(request, ctx) {
      const code = moonpayCurrencyCode(request.caipNetworkId, request.purchaseCurrency)
      // The user types what they pay in total, so fees are included in baseCurrencyAmount's total.
      const params = new URLSearchParams({ apiKey: options.apiKey, baseCurrencyCode: request.paymentCurrency.toLowerCase(), baseCurrencyAmount: request.amount, areFeesIncluded: 'true' })
      const method = request.paymentMethod ? PAYMENT_METHODS[request.paymentMethod] : undefined
      if (method) params.set('paymentMethod', method)
      const body = await providerFetch(fetchFn, LABEL, `${API}/${encodeURIComponent(code)}/buy_quote?${params}`, { headers: { accept: 'application/json' }, ...(ctx.signal ? { signal: ctx.signal } : {}) })
      const fiat = request.paymentCurrency.toUpperCase()
      const number = (key: string) => decimalOf(Number(field(LABEL, body, key, 'number')))
      // Mapping: MoonPay's fee plus the partner's extra fee is the provider fee (the spec names it coinbaseFee);
      // baseCurrencyAmount is what buys the crypto (the subtotal), totalAmount what the user pays.
      const quote: OnrampQuote = {
        coinbaseFee: { amount: addDecimal(number('feeAmount'), number('extraFeeAmount')), currency: fiat },
        networkFee: { amount: number('networkFeeAmount'), currency: fiat },
        paymentSubtotal: { amount: number('baseCurrencyAmount'), currency: fiat },
        paymentTotal: { amount: number('totalAmount'), currency: fiat },
        purchaseAmount: { amount: number('quoteCurrencyAmount'), currency: request.purchaseCurrency },
        // buy_quote has no id (the checkout re-prices); one is made so the protocol's quoteId is always there.
        quoteId: `moonpay-${randomUUID()}`,
      }
      return quote
    },

    async session(request) {
      const params = new URLSearchParams({
        apiKey: options.apiKey,
        currencyCode: moonpayCurrencyCode(request.caipNetworkId, request.purchaseCurrency),
        walletAddress: request.address,
        baseCurrencyCode: request.paymentCurrency.toLowerCase(),
        baseCurrencyAmount: request.amount,
      })
      const method = request.paymentMethod ? PAYMENT_METHODS[request.paymentMethod] : undefined
      if (method) params.set('paymentMethod', method)
      if (request.redirectUrl) params.set('redirectURL', request.redirectUrl)
      return { url: signMoonpayUrl(`${checkout}?${params}`, options.secretKey) }
    },
  }
}
