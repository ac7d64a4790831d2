/**
 * The default swap source: LI.FI's public REST API (https://li.quest/v1), which needs no key and no account. The demo
 * stack serves the same endpoints and bodies over a local Uniswap V2 pool, so `baseUrl` is all a test needs to change.
 * Only eip155 networks for now (see `lifiChainId`). The account's address leaves the browser only with a quote request.
 */
import * as v from 'valibot'
import { SwapNoRouteError, SwapSourceError } from '../../errors/swap'
import type { CaipNetworkId } from '../../types/chain'
import type { SwapQuote, SwapQuoteRequest, SwapSource, SwapStatus, SwapToken } from '../types'
import { firstIssue, lifiErrorSchema, lifiStatusSchema, lifiStepSchema, lifiTokenSchema, lifiTokensSchema } from './lifiSchema'
import { lifiChainId, lifiTokenAddress, stepToQuote, toSwapToken, transactionOf } from './lifiQuote'

export interface LifiSourceOptions {
  /** Defaults to `https://li.quest/v1`. */
  baseUrl?: string
  /** Sent as `integrator` with each quote, so LI.FI can tell Latch's traffic apart. Defaults to `'latch'`. */
  integrator?: string
  /** Sent as `x-lifi-api-key` for higher rate limits. A custom header makes each request a CORS preflight plus the request. */
  apiKey?: string
  /** How long a quote stays good. Defaults to 60 000 ms. */
  quoteTtlMs?: number
  /** The network, injected so tests fake only the transport. Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
  /** Defaults to `Date.now`. */
  now?: () => number
}

export const LIFI_API_URL = 'https://li.quest/v1'
const NAME = 'LI.FI'
/** The steps of recent quotes, kept raw: `/advanced/stepTransaction` takes the step back as LI.FI sent it. */
const KEPT_STEPS = 16

export function lifiSource(options: LifiSourceOptions = {}): SwapSource {
  const base = (options.baseUrl ?? LIFI_API_URL).replace(/\/+$/, '')
  const integrator = options.integrator ?? 'latch'
  const ttl = options.quoteTtlMs ?? 60_000
  const now = options.now ?? Date.now
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.apiKey) headers['x-lifi-api-key'] = options.apiKey
  const steps = new Map<string, unknown>()

  /** One request; resolves with the decoded body of a 2xx answer, throws the swap's typed errors otherwise. */
  async function call(path: string, query: Record<string, string>, signal: AbortSignal | undefined, init: RequestInit = {}): Promise<unknown> {
    signal?.throwIfAborted()
    const url = `${base}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`
    let response: Response
    let body: unknown
    try {
      // Resolved per call and called bare: `window.fetch` with another `this` throws "Illegal invocation".
      response = await (options.fetch ?? globalThis.fetch)(url, { method: 'GET', ...init, headers: { ...headers, ...(init.headers as Record<string, string>) }, ...(signal ? { signal } : {}) })
      body = await response.json().catch(() => undefined)
    } catch (error) {
      // An abort is the caller's (a newer quote replaced this one): its reason passes through unchanged.
      signal?.throwIfAborted()
      throw new SwapSourceError({ source: NAME, detail: 'the API could not be reached', cause: error })
    }
    signal?.throwIfAborted()
    if (response.ok) {
      if (body === undefined) throw new SwapSourceError({ source: NAME, detail: `${path} answered without JSON`, status: response.status })
      return body
    }
    const error = v.safeParse(lifiErrorSchema, body)
    const message = error.success ? error.output.message : undefined
    // LI.FI says "no route" as 404 with its error body (1002 NoQuoteError; 1003 NotFoundError for a token it does not
    // know there). A 404 without that body is a wrong base URL, which is the source failing, not the trade.
    const code = error.success ? error.output.code : undefined
    if (code === 1002 || code === 1003 || (response.status === 404 && message !== undefined)) {
      throw new SwapNoRouteError({ source: NAME, ...(message ? { detail: message } : {}) })
    }
    throw new SwapSourceError({ source: NAME, detail: `${path} answered HTTP ${response.status}${message ? `: ${message}` : ''}`, status: response.status })
  }

  function malformed(path: string, issues: readonly v.BaseIssue<unknown>[]): SwapSourceError {
    return new SwapSourceError({ source: NAME, detail: `${path} answered an unexpected body (${firstIssue(issues)})` })
  }

  function chainOf(caipNetworkId: CaipNetworkId): number {
    const chainId = lifiChainId(caipNetworkId)
    if (chainId === undefined) throw new SwapNoRouteError({ source: NAME, detail: `${caipNetworkId} is not a network this source trades on` })
    return chainId
  }

  return {
    id: 'lifi',
    name: NAME,

    supports: (caipNetworkId) => lifiChainId(caipNetworkId) !== undefined,

    async tokens({ caipNetworkId, signal }): Promise<SwapToken[]> {
      const chainId = chainOf(caipNetworkId)
      const body = v.safeParse(lifiTokensSchema, await call('/tokens', { chains: String(chainId) }, signal))
      if (!body.success) throw malformed('/tokens', body.issues)
      const out: SwapToken[] = []
      const seen = new Set<string>()
      for (const raw of body.output.tokens[String(chainId)] ?? []) {
        const entry = v.safeParse(lifiTokenSchema, raw)
        // One broken or foreign entry is dropped; the native currency is listed once whichever way it is spelled.
        if (!entry.success || Number(entry.output.chainId) !== chainId) continue
        const token = toSwapToken(chainId, entry.output)
        if (!token || seen.has(token.asset.toLowerCase())) continue
        seen.add(token.asset.toLowerCase())
        out.push(token)
      }
      return out
    },

    async quote(request: SwapQuoteRequest, { signal } = {}): Promise<SwapQuote> {
      const chainId = chainOf(request.caipNetworkId)
      const fromToken = lifiTokenAddress(request.caipNetworkId, request.fromToken.asset)
      const toToken = lifiTokenAddress(request.caipNetworkId, request.toToken.asset)
      if (!fromToken || !toToken) throw new SwapNoRouteError({ source: NAME, detail: `${!fromToken ? request.fromToken.asset : request.toToken.asset} is not a token of ${request.caipNetworkId}` })
      const path = request.side === 'in' ? '/quote' : '/quote/toAmount'
      const query = {
        fromChain: String(chainId),
        toChain: String(chainId),
        fromToken,
        toToken,
        [request.side === 'in' ? 'fromAmount' : 'toAmount']: request.amount.toString(),
        fromAddress: request.address,
        slippage: String(request.slippage),
        integrator,
      }
      const raw = await call(path, query, signal)
      const step = v.safeParse(lifiStepSchema, raw)
      if (!step.success) throw malformed(path, step.issues)
      const chainOfTx = step.output.transactionRequest?.chainId
      if (chainOfTx !== undefined && chainOfTx !== chainId) throw new SwapSourceError({ source: NAME, detail: `${path} answered a transaction for chain ${chainOfTx}` })
      steps.set(step.output.id, raw)
      if (steps.size > KEPT_STEPS) steps.delete(steps.keys().next().value as string)
      return stepToQuote(step.output, { source: 'lifi', chainId, request, expiresAt: now() + ttl })
    },

    async buildTransaction(quote, { signal } = {}): Promise<unknown> {
      if (quote.transaction !== undefined) return quote.transaction
      // LI.FI's quotes carry their transaction; one that does not is completed from its step, as LI.FI's SDK does.
      const raw = steps.get(quote.id)
      if (raw === undefined) throw new SwapSourceError({ source: NAME, detail: 'the quote carries no transaction; ask for a new quote' })
      const init = { method: 'POST', body: JSON.stringify(raw), headers: { 'content-type': 'application/json' } }
      const step = v.safeParse(lifiStepSchema, await call('/advanced/stepTransaction', {}, signal, init))
      if (!step.success) throw malformed('/advanced/stepTransaction', step.issues)
      const tx = step.output.transactionRequest
      if (tx === undefined) throw new SwapSourceError({ source: NAME, detail: '/advanced/stepTransaction answered no transaction' })
      return transactionOf(tx)
    },

    async status({ quote, hash, signal }): Promise<SwapStatus> {
      const chain = String(chainOf(quote.caipNetworkId))
      let raw: unknown
      try {
        raw = await call('/status', { txHash: hash, fromChain: chain, toChain: chain }, signal)
      } catch (error) {
        // Right after sending, LI.FI may not know the hash yet (404 NotFound): that is still pending.
        if (error instanceof SwapNoRouteError) return 'pending'
        throw error
      }
      const body = v.safeParse(lifiStatusSchema, raw)
      if (!body.success) throw malformed('/status', body.issues)
      const { status, substatus } = body.output
      if (status === 'FAILED') return 'failed'
      // DONE/REFUNDED: the trade did not happen and the tokens went back.
      if (status === 'DONE') return substatus === 'REFUNDED' ? 'failed' : 'done'
      // NOT_FOUND (not mined yet), INVALID (not yet tied to the tool), PENDING.
      return 'pending'
    },
  }
}
