/**
 * Coinbase Onramp (docs.cdp.coinbase.com "Session token authentication", "Create buy quote"): every request carries a
 * CDP API key JWT; a session is a single-use token (5 minutes) bound to the address, asset and the user's IP, opened
 * as pay.coinbase.com/buy/select-asset?sessionToken=… with the amount preset ("one-click buy").
 * Needs a CDP Secret API Key (portal.cdp.coinbase.com → API Keys → Secret API Keys), not a Client API Key.
 */
import type { OnrampAmount, OnrampQuote } from '@latch/core/onramp'
import { OnrampProviderError, providerNetwork, type ServerOnrampProvider } from '../provider'
import { cdpJwt } from './coinbaseJwt'
import { field, providerFetch } from './providerFetch'

export interface CoinbaseOnrampOptions {
  /** The key's id or legacy name (`organizations/…/apiKeys/…`). */
  apiKeyName: string
  /** The key's secret: an EC P-256 PEM or a base64 Ed25519 key, as CDP shows it. */
  apiKeySecret: string
  /** The CDP project id, sent as the checkout's `appId` so purchases are attributed to the project. */
  projectId?: string
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
}

const API_HOST = 'api.developer.coinbase.com'
const TOKEN_PATH = '/onramp/v1/token'
const QUOTE_PATH = '/onramp/v1/buy/quote'
const CHECKOUT = 'https://pay.coinbase.com/buy/select-asset'
const LABEL = 'Coinbase'

/** CAIP-2 → Coinbase's network names (its `blockchains` and `defaultNetwork`). */
export const COINBASE_NETWORKS: Readonly<Record<string, string>> = {
  'eip155:1': 'ethereum',
  'eip155:8453': 'base',
  'eip155:137': 'polygon',
  'eip155:10': 'optimism',
  'eip155:42161': 'arbitrum',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin',
}

export function coinbaseOnramp(options: CoinbaseOnrampOptions): ServerOnrampProvider {
  const fetchFn = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args)

  function post(path: string, body: unknown, signal?: AbortSignal): Promise<unknown> {
    const jwt = cdpJwt({ apiKeyName: options.apiKeyName, apiKeySecret: options.apiKeySecret, uri: `POST ${API_HOST}${path}` })
    return providerFetch(fetchFn, LABEL, `https://${API_HOST}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    })
  }

  const networkOf = (caipNetworkId: string) => providerNetwork(COINBASE_NETWORKS, LABEL, caipNetworkId)

  return {
    info: { name: 'coinbase', label: 'Coinbase', feeRange: '0–2.5 %', url: 'https://www.coinbase.com/onramp', supportedChains: Object.keys(COINBASE_NETWORKS) as `${string}:${string}`[] },

    async quote(request, ctx) {
      const body = await post(
        QUOTE_PATH,
        {
          purchaseCurrency: request.purchaseCurrency,
          purchaseNetwork: networkOf(request.caipNetworkId),
          paymentAmount: request.amount,
          paymentCurrency: request.paymentCurrency,
          paymentMethod: request.paymentMethod ?? 'CARD',
          // Required by the API; a dapp that knows the user's country passes it (US residents' state is not asked here).
          country: request.country ?? 'US',
        },
        ctx.signal,
      )
      // The response is snake_case with { value, currency } amounts; the spec's quote is the same object camelCased.
      const amount = (key: string): OnrampAmount => ({ amount: field(LABEL, body, `${key}.value`), currency: field(LABEL, body, `${key}.currency`) })
      const quote: OnrampQuote = {
        coinbaseFee: amount('coinbase_fee'),
        networkFee: amount('network_fee'),
        paymentSubtotal: amount('payment_subtotal'),
        paymentTotal: amount('payment_total'),
        purchaseAmount: amount('purchase_amount'),
        quoteId: field(LABEL, body, 'quote_id'),
      }
      return quote
    },

    async session(request, ctx) {
      // Coinbase binds the token to the buyer's IP and refuses one without it.
      if (!ctx.clientIp) throw new OnrampProviderError('CLIENT_IP_REQUIRED', `${LABEL} needs the buyer's IP address; configure getClientIp.`)
      const network = networkOf(request.caipNetworkId)
      const body = await post(TOKEN_PATH, { addresses: [{ address: request.address, blockchains: [network] }], assets: [request.purchaseCurrency], clientIp: ctx.clientIp })
      const token = field(LABEL, body, 'token')
      const params = new URLSearchParams({ sessionToken: token, defaultNetwork: network, defaultAsset: request.purchaseCurrency, presetFiatAmount: request.amount, fiatCurrency: request.paymentCurrency })
      if (request.paymentMethod) params.set('defaultPaymentMethod', request.paymentMethod)
      if (request.quoteId) params.set('quoteId', request.quoteId)
      if (request.redirectUrl) params.set('redirectUrl', request.redirectUrl)
      if (options.projectId) params.set('appId', options.projectId)
      return { url: `${CHECKOUT}?${params}` }
    },
  }
}
