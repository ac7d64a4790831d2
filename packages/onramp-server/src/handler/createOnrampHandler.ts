/**
 * The dapp backend's side of the on-ramp protocol (`@latch/core/onramp` types.ts): GET /options, POST /quotes,
 * POST /sessions, as one fetch-API handler that runs in Node (through `toNodeListener`) and in edge runtimes.
 * It is reachable by anyone, so it answers only allowed origins, checks every body, caps body size and rate-limits
 * per client IP before any provider (and the dapp's provider quota) is touched.
 */
import type { OnrampOptions, OnrampPaymentCurrency, OnrampPurchaseCurrency, OnrampQuoteResult } from '@latch/core/onramp'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCIES } from '../defaultCurrencies'
import { OnrampProviderError, type OnrampRequestContext, type ServerOnrampProvider } from '../provider'
import { isPlausibleAddress } from './plausibleAddress'
import { createRateLimiter, type RateLimitOptions, readJsonBody } from '@latch/server-kit'
import { checkQuoteRequest, checkSessionRequest } from './validateRequest'

export interface OnrampHandlerOptions {
  providers: readonly ServerOnrampProvider[]
  /** Exact origins (`https://app.example`) the modal runs on. Others get 403; so does a session request without one. */
  allowedOrigins: readonly string[]
  /** Defaults to 60 requests per 60 000 ms per client IP. */
  rateLimit?: RateLimitOptions
  /** Defaults to ETH and USDC on the common EVM networks (see defaultCurrencies.ts). */
  purchaseCurrencies?: readonly OnrampPurchaseCurrency[]
  /** Defaults to USD and EUR by card. */
  paymentCurrencies?: readonly OnrampPaymentCurrency[]
  /**
   * The end user's IP. Behind a proxy, read the header YOUR proxy sets (never a client-sent X-Forwarded-For as is).
   * Defaults to what the Node adapter saw on the socket, else none (one shared rate-limit bucket).
   */
  getClientIp?: (request: Request) => string | undefined
  /** Where the routes are mounted (`/api/onramp`). Defaults to matching the path's last segment. */
  basePath?: string
  /** How long POST /quotes waits for each provider. Defaults to 10 000 ms. */
  quoteTimeoutMs?: number
  /** Defaults to 16 KiB. */
  maxBodyBytes?: number
}

/** Set by `toNodeListener` (the socket's address); a fetch-API host passes its own. */
export interface OnrampHandlerInfo {
  clientIp?: string
}

export type OnrampHandler = (request: Request, info?: OnrampHandlerInfo) => Promise<Response>

const ROUTES = { '/options': 'GET', '/quotes': 'POST', '/sessions': 'POST' } as const
type Route = keyof typeof ROUTES

export function createOnrampHandler(options: OnrampHandlerOptions): OnrampHandler {
  const allowed = new Set(options.allowedOrigins)
  const limiter = createRateLimiter(options.rateLimit ?? { windowMs: 60_000, max: 60 })
  const timeoutMs = options.quoteTimeoutMs ?? 10_000
  const maxBody = options.maxBodyBytes ?? 16 * 1024
  const base = options.basePath?.replace(/\/+$/, '')
  const byName = new Map(options.providers.map((p) => [p.info.name, p]))
  const body: OnrampOptions = {
    providers: options.providers.map((p) => p.info),
    purchaseCurrencies: options.purchaseCurrencies ?? DEFAULT_PURCHASE_CURRENCIES,
    paymentCurrencies: options.paymentCurrencies ?? DEFAULT_PAYMENT_CURRENCIES,
  }

  function routeOf(pathname: string): Route | undefined {
    for (const route of Object.keys(ROUTES) as Route[]) {
      if (base !== undefined ? pathname === base + route : pathname.endsWith(route)) return route
    }
    return undefined
  }

  return async function handle(request, info = {}) {
    const origin = request.headers.get('origin') ?? undefined
    if (origin !== undefined && !allowed.has(origin)) return error(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use this on-ramp.')
    const cors = corsHeaders(origin)
    const route = routeOf(new URL(request.url).pathname)
    if (!route) return error(404, 'NOT_FOUND', 'No such on-ramp route (GET /options, POST /quotes, POST /sessions).', cors)
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { ...cors, 'access-control-allow-methods': `${ROUTES[route]}, OPTIONS`, 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' } })
    }
    if (request.method !== ROUTES[route]) return error(405, 'METHOD_NOT_ALLOWED', `${route} answers ${ROUTES[route]} only.`, { ...cors, allow: ROUTES[route] })

    const clientIp = options.getClientIp?.(request) ?? info.clientIp
    const taken = limiter.take(clientIp ?? 'unknown')
    if (!taken.allowed) {
      return error(429, 'RATE_LIMITED', 'Too many on-ramp requests from this address. Try again in a moment.', { ...cors, 'retry-after': String(Math.ceil(taken.retryAfterMs / 1000)) })
    }
    const ctx: OnrampRequestContext = { ...(clientIp ? { clientIp } : {}), ...(origin ? { origin } : {}) }

    if (route === '/options') return json(200, body, cors)

    const read = await readJsonBody(request, maxBody)
    if (!read.ok) return error(read.status, read.status === 400 ? 'INVALID_REQUEST' : read.status === 413 ? 'BODY_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', read.message, cors)

    if (route === '/quotes') {
      const checked = checkQuoteRequest(read.value)
      if (!checked.ok) return error(400, 'INVALID_REQUEST', checked.message, cors)
      const quotes = await Promise.all(options.providers.map((p) => quoteOne(p, checked.value, ctx, timeoutMs)))
      return json(200, { quotes }, cors)
    }

    // A checkout reports completion to the origin its session was made for, so a session needs one.
    if (origin === undefined) return error(403, 'ORIGIN_REQUIRED', 'A session can only be created from an allowed origin.', cors)
    const checked = checkSessionRequest(read.value)
    if (!checked.ok) return error(400, 'INVALID_REQUEST', checked.message, cors)
    const req = checked.value
    const provider = byName.get(req.provider)
    if (!provider) return error(400, 'UNKNOWN_PROVIDER', `"${req.provider}" is not a provider here (see GET /options).`, cors)
    if (!provider.info.supportedChains.includes(req.caipNetworkId)) return error(400, 'UNSUPPORTED_NETWORK', `${provider.info.label} does not deliver to ${req.caipNetworkId}.`, cors)
    if (!isPlausibleAddress(req.caipNetworkId, req.address)) return error(400, 'INVALID_ADDRESS', `"address" is not an address on ${req.caipNetworkId}.`, cors)
    try {
      const { url } = await provider.session(req, ctx)
      return json(200, { url }, cors)
    } catch (e) {
      return error(502, e instanceof OnrampProviderError ? e.code : 'PROVIDER_ERROR', providerMessage(provider, e), cors)
    }
  }

  function corsHeaders(origin: string | undefined): Record<string, string> {
    // Only an allowed origin reaches here; without one (a server or same-origin GET) no CORS headers are due.
    return origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' }
  }
}

/** One provider's answer, never a rejection: a failing or slow provider becomes its own error entry. */
async function quoteOne(provider: ServerOnrampProvider, request: Parameters<ServerOnrampProvider['quote']>[0], ctx: OnrampRequestContext, timeoutMs: number): Promise<OnrampQuoteResult> {
  const name = provider.info.name
  if (!provider.info.supportedChains.includes(request.caipNetworkId)) {
    return { provider: name, error: { code: 'UNSUPPORTED_NETWORK', message: `${provider.info.label} does not deliver to ${request.caipNetworkId}.` } }
  }
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<OnrampQuoteResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error('quote timeout'))
      resolve({ provider: name, error: { code: 'TIMEOUT', message: `${provider.info.label} did not answer within ${timeoutMs} ms.` } })
    }, timeoutMs)
  })
  const answer = provider.quote(request, { ...ctx, signal: controller.signal }).then(
    (quote): OnrampQuoteResult => ({ provider: name, quote }),
    (e: unknown): OnrampQuoteResult => ({ provider: name, error: { code: e instanceof OnrampProviderError ? e.code : 'PROVIDER_ERROR', message: providerMessage(provider, e) } }),
  )
  try {
    return await Promise.race([answer, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** Our own errors say what failed; anything else (a bug, a library's text) is not shown to strangers. */
function providerMessage(provider: ServerOnrampProvider, e: unknown): string {
  return e instanceof OnrampProviderError ? e.message : `${provider.info.label} failed to answer.`
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), { status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}

function error(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: { code, message } }, headers)
}
