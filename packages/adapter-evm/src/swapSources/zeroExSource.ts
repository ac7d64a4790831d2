/**
 * 0x's Swap API v2 (AllowanceHolder) as a `SwapSource` (issue #17), with the host's API key (dashboard.0x.org).
 * `/swap/allowance-holder/price` prices a trade as the form changes; `/swap/allowance-holder/quote` gives the firm
 * trade and its transaction when the user swaps. Only an amount in is priced (side 'in'): an amount out is
 * SwapNoRouteError. 0x v2 has no token list: the pickers offer the account's own tokens.
 */
import type { CaipNetworkId, SwapFee, SwapQuote, SwapQuoteRequest, SwapSource, SwapToken } from '@latch/core'
import { SwapNoRouteError, SwapSourceError } from '@latch/core/swap'
import { chainIdOf } from '../chainId'
import { nativeAsset } from '../swaps/nativeAsset'
import { apiToken } from './evmTokenAddress'
import { amountOf, getJson, type KeyedSourceOptions, minimumOut, recentAccounts, type SourceAnswer, withQuery } from './sourceHttp'

/**
 * `apiKey`: the key from dashboard.0x.org, sent as `0x-api-key`; `baseUrl` defaults to `https://api.0x.org` (0x allows
 * no browser CORS, so production goes through a proxy of the host's).
 */
export type ZeroExSourceOptions = KeyedSourceOptions

const SOURCE = '0x'
/** 0x errors that mean the trade cannot be made, as opposed to the API failing. */
const NO_ROUTE = new Set(['TOKEN_NOT_SUPPORTED', 'SELL_AMOUNT_TOO_SMALL'])
const FEE_LABELS: Record<string, string> = { integratorFee: 'Integrator fee', zeroExFee: '0x fee', gasFee: 'Gas fee' }

export function zeroExSource({ apiKey, baseUrl = 'https://api.0x.org', fetch: fetchFn = (...a) => fetch(...a), now = Date.now, quoteTtlMs = 30_000 }: ZeroExSourceOptions): SwapSource {
  const base = baseUrl.replace(/\/+$/, '')
  const accounts = recentAccounts()
  let count = 0

  /** The trade's parameters, the same for a price and its firm quote. */
  function params(caipNetworkId: CaipNetworkId, fromToken: SwapToken, toToken: SwapToken, amount: bigint, slippage: number, taker: string) {
    const chainId = chainIdOf(caipNetworkId)
    if (chainId === undefined) throw new SwapNoRouteError({ source: SOURCE, detail: `${caipNetworkId} is not an EVM network` })
    return {
      chainId: String(chainId),
      sellToken: apiToken(SOURCE, caipNetworkId, fromToken.asset),
      buyToken: apiToken(SOURCE, caipNetworkId, toToken.asset),
      sellAmount: amount.toString(),
      taker,
      slippageBps: String(Math.round(slippage * 10_000)),
    }
  }

  async function get(path: 'price' | 'quote', query: Record<string, string>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const answer = await getJson(SOURCE, fetchFn, withQuery(`${base}/swap/allowance-holder/${path}`, query), { '0x-api-key': apiKey, '0x-version': 'v2' }, signal)
    const body = answer.body as Record<string, unknown> | null
    if (answer.status < 200 || answer.status >= 300 || typeof body !== 'object' || body === null) throw failure(answer)
    if (body.liquidityAvailable === false) throw new SwapNoRouteError({ source: SOURCE, detail: 'no liquidity for this pair and amount' })
    return body
  }

  return {
    id: SOURCE,
    name: '0x',

    async tokens() {
      return []
    },

    async quote(request: SwapQuoteRequest, options) {
      const { caipNetworkId, fromToken, toToken, amount, side, slippage, address } = request
      if (side !== 'in') throw new SwapNoRouteError({ source: SOURCE, detail: '0x prices an amount to pay, not an amount to receive' })
      const body = await get('price', params(caipNetworkId, fromToken, toToken, amount, slippage, address), options?.signal)
      const amountOut = amountOf(body.buyAmount)
      if (amountOut === undefined) throw new SwapSourceError({ source: SOURCE, detail: '/price answered without buyAmount' })
      const id = typeof body.zid === 'string' ? body.zid : `0x:${now()}:${++count}`
      accounts.remember(id, address)
      const spender = allowanceSpender(body)
      const networkFee = amountOf(body.totalNetworkFee) ?? product(amountOf(body.gas), amountOf(body.gasPrice))
      const quote: SwapQuote = {
        id,
        source: SOURCE,
        caipNetworkId,
        fromToken,
        toToken,
        amountIn: amountOf(body.sellAmount) ?? amount,
        amountOut,
        minAmountOut: amountOf(body.minBuyAmount) ?? minimumOut(amountOut, slippage),
        slippage,
        ...(networkFee !== undefined ? { networkFee } : {}),
        fees: feesOf(body.fees, [fromToken, toToken], caipNetworkId),
        route: sourceNames(body.route),
        expiresAt: now() + quoteTtlMs,
        ...(spender && fromToken.asset !== nativeAsset(caipNetworkId) ? { approval: { spender, amount } } : {}),
      }
      return quote
    },

    async buildTransaction(quote, options) {
      const taker = accounts.of(quote.id)
      if (!taker) throw new SwapSourceError({ source: SOURCE, detail: 'the quote is not one of this source’s recent quotes' })
      const body = await get('quote', params(quote.caipNetworkId, quote.fromToken, quote.toToken, quote.amountIn, quote.slippage, taker), options?.signal)
      const tx = (body.transaction ?? {}) as Record<string, unknown>
      const value = amountOf(tx.value)
      if (typeof tx.to !== 'string' || typeof tx.data !== 'string' || value === undefined) throw new SwapSourceError({ source: SOURCE, detail: '/quote answered without a transaction' })
      const gas = amountOf(tx.gas)
      return { to: tx.to, data: tx.data, value, ...(gas ? { gas } : {}) }
    },
  }
}

const product = (a: bigint | undefined, b: bigint | undefined) => (a !== undefined && b !== undefined ? a * b : undefined)

/** AllowanceHolder, where the taker must allow it: `issues.allowance.spender`, else `allowanceTarget`. */
function allowanceSpender(body: Record<string, unknown>): string | undefined {
  const issue = (body.issues as { allowance?: { spender?: unknown } | null } | undefined)?.allowance
  const spender = issue?.spender ?? body.allowanceTarget
  return typeof spender === 'string' ? spender : undefined
}

/** `route.fills[].source`, each once, in order. */
function sourceNames(route: unknown): string[] {
  const fills = (route as { fills?: unknown } | null)?.fills
  const names: string[] = []
  if (Array.isArray(fills)) for (const f of fills) {
    const source = (f as { source?: unknown } | null)?.source
    if (typeof source === 'string' && !names.includes(source)) names.push(source)
  }
  return names
}

/** `fees: { integratorFee, zeroExFee, gasFee }`, each `{ amount, token, type }` or null, in one of the trade's tokens. */
function feesOf(fees: unknown, tokens: SwapToken[], caipNetworkId: CaipNetworkId): SwapFee[] {
  if (typeof fees !== 'object' || fees === null) return []
  return Object.entries(fees as Record<string, unknown>).flatMap(([key, fee]): SwapFee[] => {
    const { amount, token } = (fee ?? {}) as { amount?: unknown; token?: unknown }
    const value = amountOf(amount)
    const of = typeof token === 'string' ? tokens.find((t) => apiToken(SOURCE, caipNetworkId, t.asset).toLowerCase() === token.toLowerCase()) : undefined
    if (!value || !of) return []
    return [{ label: FEE_LABELS[key] ?? key, amount: value, asset: of.asset, symbol: of.symbol, decimals: of.decimals }]
  })
}

/** 0x's error body: `{ name, message, data }`. */
function failure({ status, body }: SourceAnswer): Error {
  const { name, message } = (body ?? {}) as { name?: unknown; message?: unknown }
  const detail = [name, message].filter((s): s is string => typeof s === 'string').join(': ') || `HTTP ${status}`
  if (typeof name === 'string' && NO_ROUTE.has(name)) return new SwapNoRouteError({ source: SOURCE, detail })
  if (status === 401 || status === 403) return new SwapSourceError({ source: SOURCE, detail: `the API key was refused (${detail})`, status })
  return new SwapSourceError({ source: SOURCE, detail, status })
}
