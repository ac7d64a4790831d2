/**
 * 1inch's Swap API v6.0 as a `SwapSource` (issue #17), with the host's API key (portal.1inch.dev). `/quote` prices a
 * trade, `/approve/spender` names the router to allow, `/swap` builds the transaction, `/tokens` lists the tokens.
 * Only an amount in is priced (side 'in'): an amount out is SwapNoRouteError. `/quote` gives no gas price, so the
 * quote carries no network fee; the transaction `/swap` builds carries its gas limit.
 */
import type { CaipNetworkId, SwapQuote, SwapSource, SwapToken } from '@latch/core'
import { SwapNoRouteError, SwapSourceError } from '@latch/core/swap'
import { chainIdOf } from '../chainId'
import { nativeAsset } from '../swaps/nativeAsset'
import { apiToken, assetOf } from './evmTokenAddress'
import { amountOf, getJson, type KeyedSourceOptions, minimumOut, recentAccounts, type SourceAnswer, withQuery } from './sourceHttp'

/** `apiKey`: the key from portal.1inch.dev, sent as `Authorization: Bearer …`; `baseUrl` defaults to `https://api.1inch.dev/swap/v6.0`. */
export type OneInchSourceOptions = KeyedSourceOptions

const SOURCE = '1inch'

export function oneInchSource({ apiKey, baseUrl = 'https://api.1inch.dev/swap/v6.0', fetch: fetchFn = (...a) => fetch(...a), now = Date.now, quoteTtlMs = 30_000 }: OneInchSourceOptions): SwapSource {
  const base = baseUrl.replace(/\/+$/, '')
  const accounts = recentAccounts()
  const spenders = new Map<number, Promise<string>>()
  let count = 0

  async function get(caipNetworkId: CaipNetworkId, path: string, params: Record<string, string | undefined>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const chainId = chainIdOf(caipNetworkId)
    if (chainId === undefined) throw new SwapNoRouteError({ source: SOURCE, detail: `${caipNetworkId} is not an EVM network` })
    const answer = await getJson(SOURCE, fetchFn, withQuery(`${base}/${chainId}${path}`, params), { authorization: `Bearer ${apiKey}` }, signal)
    if (answer.status >= 200 && answer.status < 300 && typeof answer.body === 'object' && answer.body !== null) return answer.body as Record<string, unknown>
    throw failure(answer)
  }

  /** The router to allow, the same for every trade on a chain. */
  function spender(caipNetworkId: CaipNetworkId, signal?: AbortSignal): Promise<string> {
    const chainId = chainIdOf(caipNetworkId) ?? 0
    let known = spenders.get(chainId)
    if (!known) {
      known = get(caipNetworkId, '/approve/spender', {}, signal).then(({ address }) => {
        if (typeof address !== 'string') throw new SwapSourceError({ source: SOURCE, detail: '/approve/spender answered without an address' })
        return address
      })
      // A failed (or aborted) ask is asked again next time.
      known.catch(() => spenders.delete(chainId))
      spenders.set(chainId, known)
    }
    return known
  }

  return {
    id: SOURCE,
    name: '1inch',

    async tokens({ caipNetworkId, signal }) {
      const body = await get(caipNetworkId, '/tokens', {}, signal)
      const list = (typeof body.tokens === 'object' && body.tokens !== null ? body.tokens : body) as Record<string, unknown>
      return Object.values(list).flatMap((t): SwapToken[] => {
        const { address, symbol, name, decimals, logoURI } = (t ?? {}) as Record<string, unknown>
        if (typeof address !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') return []
        return [{ asset: assetOf(caipNetworkId, address), symbol, name: typeof name === 'string' ? name : symbol, decimals, ...(typeof logoURI === 'string' ? { iconUrl: logoURI } : {}) }]
      })
    },

    async quote(request, options) {
      const { caipNetworkId, fromToken, toToken, amount, side, slippage, address } = request
      if (side !== 'in') throw new SwapNoRouteError({ source: SOURCE, detail: '1inch prices an amount to pay, not an amount to receive' })
      const src = apiToken(SOURCE, caipNetworkId, fromToken.asset)
      const dst = apiToken(SOURCE, caipNetworkId, toToken.asset)
      const native = fromToken.asset === nativeAsset(caipNetworkId)
      const [body, router] = await Promise.all([
        get(caipNetworkId, '/quote', { src, dst, amount: amount.toString(), includeProtocols: 'true', includeGas: 'true' }, options?.signal),
        native ? undefined : spender(caipNetworkId, options?.signal),
      ])
      const amountOut = amountOf(body.dstAmount)
      if (amountOut === undefined) throw new SwapSourceError({ source: SOURCE, detail: '/quote answered without dstAmount' })
      const id = `1inch:${now()}:${++count}`
      accounts.remember(id, address)
      const quote: SwapQuote = {
        id,
        source: SOURCE,
        caipNetworkId,
        fromToken,
        toToken,
        amountIn: amount,
        amountOut,
        minAmountOut: minimumOut(amountOut, slippage),
        slippage,
        fees: [],
        route: protocolNames(body.protocols),
        expiresAt: now() + quoteTtlMs,
        ...(router ? { approval: { spender: router, amount } } : {}),
      }
      return quote
    },

    async buildTransaction(quote, options) {
      const from = accounts.of(quote.id)
      if (!from) throw new SwapSourceError({ source: SOURCE, detail: 'the quote is not one of this source’s recent quotes' })
      const { caipNetworkId } = quote
      const body = await get(
        caipNetworkId,
        '/swap',
        {
          src: apiToken(SOURCE, caipNetworkId, quote.fromToken.asset),
          dst: apiToken(SOURCE, caipNetworkId, quote.toToken.asset),
          amount: quote.amountIn.toString(),
          from,
          origin: from,
          // In percent (1inch takes 0–50), rounded to a basis point: 0.007 × 100 is 0.7000000000000001 in floats.
          slippage: String(Math.round(quote.slippage * 10_000) / 100),
          // The approval may go in the same batch, so it is not on chain yet: the wallet estimates the gas then.
          disableEstimate: 'true',
        },
        options?.signal,
      )
      const tx = (body.tx ?? {}) as Record<string, unknown>
      const value = amountOf(tx.value)
      if (typeof tx.to !== 'string' || typeof tx.data !== 'string' || value === undefined) throw new SwapSourceError({ source: SOURCE, detail: '/swap answered without a transaction' })
      const gas = amountOf(tx.gas)
      return { to: tx.to, data: tx.data, value, ...(gas ? { gas } : {}) }
    },
  }
}

/** 1inch's routes are parts of hops of protocols (`[[[{ name, part, … }]]]`): each protocol once, in order. */
function protocolNames(protocols: unknown): string[] {
  const names: string[] = []
  const visit = (node: unknown) => {
    if (Array.isArray(node)) for (const n of node) visit(n)
    else if (typeof node === 'object' && node !== null && typeof (node as { name?: unknown }).name === 'string') {
      const name = (node as { name: string }).name
      if (!names.includes(name)) names.push(name)
    }
  }
  visit(protocols)
  return names
}

/** 1inch's error body: `{ error, description, statusCode, requestId, meta }`; "insufficient liquidity" is no route. */
function failure({ status, body }: SourceAnswer): Error {
  const { description, error } = (body ?? {}) as { description?: unknown; error?: unknown }
  const detail = typeof description === 'string' ? description : typeof error === 'string' ? error : `HTTP ${status}`
  if (/insufficient liquidity/i.test(detail)) return new SwapNoRouteError({ source: SOURCE, detail })
  if (status === 401 || status === 403) return new SwapSourceError({ source: SOURCE, detail: `the API key was refused (${detail})`, status })
  return new SwapSourceError({ source: SOURCE, detail, status })
}
