// The demo's on-ramp provider, "Latch Test Pay": a ServerOnrampProvider like Coinbase's or MoonPay's, but its
// prices are fixed (1 ETH = 2000 USD, 1 % fee, no network fee) and its checkout is a page of the stand-in server
// that pays in test ETH on the local chain. Test data only.
import { randomBytes, randomUUID } from 'node:crypto'
import { OnrampProviderError } from '@latch/onramp-server'
import { formatEther } from 'ethers'

/** The fixed test price: USD cents per ETH is 200 000, so one cent buys 10^18 / 200 000 wei. */
export const ETH_PRICE_USD = 2000
const WEI_PER_CENT = 10n ** 18n / BigInt(ETH_PRICE_USD * 100)
/** 1 % of what the user pays. */
const FEE_PER_CENT = 100n
/** A session is single use and lasts as long as a provider's (Coinbase's, Transak's): five minutes. */
export const SESSION_TTL_MS = 5 * 60_000

/**
 * @typedef {{ id: string, address: string, wei: bigint, totalCents: bigint, origin: string, expiresAt: number, state: 'open' | 'paying' | 'paid' | 'failed' }} CheckoutSession
 */

/** '20.5' → 2050n: whole cents, anything finer dropped (the handler has checked it is a positive decimal). @param {string} amount */
function centsOf(amount) {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2))
}

/** @param {bigint} cents */
export function usdOf(cents) {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`
}

/** What `totalCents` buys: the fee, the rest, and the ETH the rest is worth. @param {bigint} totalCents */
export function priceOf(totalCents) {
  const feeCents = totalCents / FEE_PER_CENT
  const subtotalCents = totalCents - feeCents
  return { feeCents, subtotalCents, wei: subtotalCents * WEI_PER_CENT }
}

/**
 * @param {{ chainId: number, baseUrl: string, sessions: Map<string, CheckoutSession>, now?: () => number }} options
 * @returns {import('@latch/onramp-server').ServerOnrampProvider}
 */
export function localProvider({ chainId, baseUrl, sessions, now = Date.now }) {
  const network = /** @type {`${string}:${string}`} */ (`eip155:${chainId}`)
  /** @param {import('@latch/core/onramp').OnrampQuoteRequest} request */
  const checkPair = (request) => {
    if (request.purchaseCurrency !== 'ETH' || request.paymentCurrency !== 'USD') throw new OnrampProviderError('UNSUPPORTED_CURRENCY', 'Latch Test Pay sells ETH for USD only.')
    const totalCents = centsOf(request.amount)
    if (totalCents < 100n) throw new OnrampProviderError('AMOUNT_TOO_SMALL', 'Latch Test Pay sells from 1.00 USD.')
    return totalCents
  }
  return {
    info: { name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: baseUrl, supportedChains: [network] },

    async quote(request) {
      const totalCents = checkPair(request)
      const { feeCents, subtotalCents, wei } = priceOf(totalCents)
      return {
        coinbaseFee: { amount: usdOf(feeCents), currency: 'USD' },
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: usdOf(subtotalCents), currency: 'USD' },
        paymentTotal: { amount: usdOf(totalCents), currency: 'USD' },
        purchaseAmount: { amount: formatEther(wei), currency: 'ETH' },
        quoteId: `local-${randomUUID()}`,
      }
    },

    async session(request, ctx) {
      const totalCents = checkPair(request)
      // The handler only opens sessions for an allowed origin; the checkout reports to that origin and no other.
      if (!ctx.origin) throw new OnrampProviderError('ORIGIN_REQUIRED', 'Latch Test Pay needs the origin the purchase is for.')
      const t = now()
      for (const [id, s] of sessions) if (s.expiresAt < t && s.state !== 'paying') sessions.delete(id)
      const id = randomBytes(16).toString('base64url')
      sessions.set(id, { id, address: request.address, wei: priceOf(totalCents).wei, totalCents, origin: ctx.origin, expiresAt: t + SESSION_TTL_MS, state: 'open' })
      return { url: `${baseUrl}/checkout?session=${id}` }
    },
  }
}
