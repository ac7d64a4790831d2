/**
 * Transak (docs.transak.com "Mandatory Migration to API-Based Widget URL", "Refresh Access Token", "Get Price"):
 * query-parameter widget URLs are deprecated; the backend trades its API secret for a partner access token (valid
 * 7 days, and asking again revokes the previous one, so it is cached and refreshed once at a time), then creates a
 * single-use widgetUrl (5 minutes) from `widgetParams`. Transak only accepts that call from allow-listed server IPs.
 * Needs a Transak partner account: API key and secret from dashboard.transak.com → Developers, and the server's IP
 * allow-listed there.
 */
import type { OnrampQuote } from '@latch/core/onramp'
import { decimalOf, subtractDecimal } from '../decimal'
import { OnrampProviderError, providerNetwork, type ServerOnrampProvider } from '../provider'
import { field, providerFetch } from './providerFetch'

export interface TransakOnrampOptions {
  apiKey: string
  apiSecret: string
  environment: 'production' | 'staging'
  /** Sent as `referrerDomain`. Defaults to the host of the origin the session was requested from. */
  referrerDomain?: string
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Milliseconds since the epoch. Defaults to `Date.now`. */
  now?: () => number
}

const LABEL = 'Transak'
const HOSTS = {
  production: { api: 'https://api.transak.com', gateway: 'https://api-gateway.transak.com' },
  staging: { api: 'https://api-stg.transak.com', gateway: 'https://api-gateway-stg.transak.com' },
} as const
/** A token this close to its expiry is renewed first, so it cannot lapse in flight. */
const EXPIRY_MARGIN_MS = 60_000

/** CAIP-2 → Transak's `network` names (Bitcoin's is `mainnet`). */
export const TRANSAK_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:8453': 'base',
  'eip155:137': 'polygon',
  'eip155:10': 'optimism',
  'eip155:42161': 'arbitrum',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
}

const PAYMENT_METHODS: Readonly<Record<string, string>> = { CARD: 'credit_debit_card', APPLE_PAY: 'apple_pay', GOOGLE_PAY: 'google_pay' }

export function transakOnramp(options: TransakOnrampOptions): ServerOnrampProvider {
  const fetchFn = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)
  const now = options.now ?? Date.now
  const hosts = HOSTS[options.environment]
  let cached: { value: string; expiresAtMs: number } | undefined
  let pending: Promise<{ value: string; expiresAtMs: number }> | undefined

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAtMs - EXPIRY_MARGIN_MS > now()) return cached.value
    // One refresh at a time: a second would revoke the token the first one got.
    pending ??= refresh()
      .then((t) => {
        cached = t
        return t
      })
      .finally(() => {
        pending = undefined
      })
    return (await pending).value
  }

  async function refresh() {
    const body = await providerFetch(fetchFn, LABEL, `${hosts.api}/partners/api/v2/refresh-token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'api-secret': options.apiSecret },
      body: JSON.stringify({ apiKey: options.apiKey }),
    })
    return { value: field(LABEL, body, 'data.accessToken'), expiresAtMs: Number(field(LABEL, body, 'data.expiresAt', 'number')) * 1000 }
  }

  const networkOf = (caipNetworkId: string) => providerNetwork(TRANSAK_NETWORKS, LABEL, caipNetworkId)

  return {
    info: { name: 'transak', label: 'Transak', feeRange: '1–5.5 %', url: 'https://transak.com', supportedChains: Object.keys(TRANSAK_NETWORKS) as `${string}:${string}`[] },

    async quote(request, ctx) {
      const params = new URLSearchParams({
        partnerApiKey: options.apiKey,
        fiatCurrency: request.paymentCurrency,
        cryptoCurrency: request.purchaseCurrency,
        isBuyOrSell: 'BUY',
        network: networkOf(request.caipNetworkId),
        paymentMethod: PAYMENT_METHODS[request.paymentMethod ?? 'CARD'] ?? 'credit_debit_card',
        fiatAmount: request.amount,
      })
      if (request.country) params.set('quoteCountryCode', request.country)
      const body = await providerFetch(fetchFn, LABEL, `${hosts.api}/api/v1/pricing/public/quotes?${params}`, { headers: { accept: 'application/json' }, ...(ctx.signal ? { signal: ctx.signal } : {}) })
      const number = (key: string) => decimalOf(Number(field(LABEL, body, `response.${key}`, 'number')))
      const total = number('fiatAmount')
      const totalFee = number('totalFee')
      const breakdown = (body as { response?: { feeBreakdown?: unknown } }).response?.feeBreakdown
      const networkEntry = Array.isArray(breakdown) ? breakdown.find((f) => (f as { id?: unknown })?.id === 'network_fee') : undefined
      const networkFee = typeof (networkEntry as { value?: unknown })?.value === 'number' ? decimalOf((networkEntry as { value: number }).value) : '0'
      // Mapping: Transak's totalFee holds its own fee and the network fee; the rest of fiatAmount buys the crypto.
      const quote: OnrampQuote = {
        coinbaseFee: { amount: subtractDecimal(totalFee, networkFee), currency: request.paymentCurrency },
        networkFee: { amount: networkFee, currency: request.paymentCurrency },
        paymentSubtotal: { amount: subtractDecimal(total, totalFee), currency: request.paymentCurrency },
        paymentTotal: { amount: total, currency: request.paymentCurrency },
        purchaseAmount: { amount: number('cryptoAmount'), currency: request.purchaseCurrency },
        quoteId: field(LABEL, body, 'response.quoteId'),
      }
      return quote
    },

    async session(request, ctx) {
      const referrerDomain = options.referrerDomain ?? (ctx.origin ? new URL(ctx.origin).host : undefined)
      if (!referrerDomain) throw new OnrampProviderError('REFERRER_REQUIRED', `${LABEL} needs the dapp's domain; set referrerDomain.`)
      const widgetParams: Record<string, string | number> = {
        apiKey: options.apiKey,
        referrerDomain,
        walletAddress: request.address,
        network: networkOf(request.caipNetworkId),
        cryptoCurrencyCode: request.purchaseCurrency,
        fiatCurrency: request.paymentCurrency,
        fiatAmount: Number(request.amount),
      }
      const method = request.paymentMethod ? PAYMENT_METHODS[request.paymentMethod] : undefined
      if (method) widgetParams.paymentMethod = method
      if (request.redirectUrl) widgetParams.redirectURL = request.redirectUrl
      const body = await providerFetch(fetchFn, LABEL, `${hosts.gateway}/api/v2/auth/session`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'access-token': await accessToken() },
        body: JSON.stringify({ widgetParams }),
      })
      return { url: field(LABEL, body, 'data.widgetUrl') }
    },
  }
}
