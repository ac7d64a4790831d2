/**
 * relay.farcaster.xyz's v1 routes as one fetch-API handler (Node through server-kit's toNodeListener):
 *   POST /v1/channel               the app opens a channel                         → 201 { channelToken, url, connectUri, nonce }
 *   POST /v1/channel/authenticate  the wallet completes it (Bearer token, relay key) → 201 the channel
 *   GET  /v1/channel/status        the app polls (Bearer token)                     → 202 pending, 200 completed once
 * `/v1/connect…` are the same routes under their earlier name. Every answer allows any origin, as production does.
 */
import { createRateLimiter, type FetchHandler, type RateLimitOptions, readJsonBody } from '@latch/server-kit'
import { custodyOf } from '../contracts/reads'
import type { RelayChannel } from './channel'
import { createChannelStore } from './channelStore'
import { generateNonce } from './tokens'
import { validateAuthenticateRequest, validateChannelRequest } from './validation'

export interface FarcasterRelayHandlerOptions {
  /** The chain whose IdRegistry names each fid's custody address (an anvil with installFarcasterRegistries). */
  rpcUrl: string
  /** The secret a wallet sends as X-Farcaster-Auth-Relay-Key to complete a channel. */
  authKey: string
  /** The page a channel's `url` points at. Defaults to https://farcaster.xyz/~/siwf, as production. */
  urlBase?: string
  /** How long a channel lives from its creation. Defaults to 10 minutes. */
  ttlMs?: number
  /** Channel creations per client IP. Defaults to 1000 per 60 000 ms, as production. */
  rateLimit?: RateLimitOptions
  /** Defaults to 16 KiB. */
  maxBodyBytes?: number
  now?: () => number
}

// Sites whose SIWF signatures are phishing targets: production refuses to open channels for them.
const RESTRICTED_DOMAINS = ['farcaster.xyz']

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-farcaster-auth-relay-key, x-farcaster-connect-auth-key',
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...CORS, ...headers } })
const unauthorized = () => json(401, { error: 'Unauthorized' })

type Route = 'create' | 'authenticate' | 'status' | 'health'
const ROUTES: Record<string, { method: string; route: Route }> = {
  '/v1/channel': { method: 'POST', route: 'create' },
  '/v1/connect': { method: 'POST', route: 'create' },
  '/v1/channel/authenticate': { method: 'POST', route: 'authenticate' },
  '/v1/connect/authenticate': { method: 'POST', route: 'authenticate' },
  '/v1/channel/status': { method: 'GET', route: 'status' },
  '/v1/connect/status': { method: 'GET', route: 'status' },
  '/healthcheck': { method: 'GET', route: 'health' },
}

/** The relay reads `Authorization`'s second word, whatever the scheme. */
const channelTokenOf = (request: Request) => request.headers.get('authorization')?.split(' ')[1] || undefined

export function createFarcasterRelayHandler(options: FarcasterRelayHandlerOptions): FetchHandler {
  const now = options.now ?? Date.now
  const urlBase = options.urlBase ?? 'https://farcaster.xyz/~/siwf'
  const maxBody = options.maxBodyBytes ?? 16 * 1024
  const store = createChannelStore({ ttlMs: options.ttlMs ?? 10 * 60_000, now })
  const limiter = createRateLimiter(options.rateLimit ?? { windowMs: 60_000, max: 1000 }, now)

  async function readBody(request: Request) {
    const read = await readJsonBody(request, maxBody)
    return read.ok ? read : { ok: false as const, response: json(read.status, { error: read.message }) }
  }

  async function create(request: Request, clientIp: string): Promise<Response> {
    const body = await readBody(request)
    if (!body.ok) return body.response
    const valid = validateChannelRequest(body.value)
    if (!valid.ok) return json(400, { error: 'Validation error', message: valid.message })
    const params = valid.value
    if (RESTRICTED_DOMAINS.some((d) => params.domain.includes(d))) return json(400, { error: 'Domain not allowed' })
    const nonce = params.nonce ?? generateNonce()
    let url = ''
    const channelToken = store.open((token) => {
      url = `${urlBase}?${new URLSearchParams({ channelToken: token })}`
      return {
        state: 'pending',
        nonce,
        url,
        connectUri: url,
        acceptAuthAddress: params.acceptAuthAddress ?? true,
        signatureParams: { ...params, nonce },
        metadata: { userAgent: request.headers.get('user-agent') ?? 'Unknown', ip: clientIp },
      }
    })
    return json(201, { channelToken, url, connectUri: url, nonce })
  }

  async function authenticate(request: Request): Promise<Response> {
    const body = await readBody(request)
    if (!body.ok) return body.response
    const valid = validateAuthenticateRequest(body.value)
    if (!valid.ok) return json(400, { error: 'Validation error', message: valid.message })
    const token = channelTokenOf(request)
    if (!token) return unauthorized()
    const key = request.headers.get('x-farcaster-auth-relay-key') ?? request.headers.get('x-farcaster-connect-auth-key')
    if (key !== options.authKey) return unauthorized()
    const channel = store.read(token)
    if (!channel) return unauthorized()
    const { message, signature, authMethod, fid, username, displayName, bio, pfpUrl } = valid.value
    let custody: string
    try {
      custody = await custodyOf(options.rpcUrl, fid)
    } catch (e) {
      return json(500, { error: (e as Error).message })
    }
    const completed: RelayChannel = { ...channel, state: 'completed', message, signature, authMethod: authMethod ?? 'custody', fid, username, displayName, bio, pfpUrl, custody, verifications: [] }
    // The channel may have expired while the registry was read.
    if (!store.update(token, completed)) return unauthorized()
    return json(201, completed)
  }

  function status(request: Request): Response {
    const token = channelTokenOf(request)
    const channel = token ? store.read(token) : undefined
    if (!token || !channel) return unauthorized()
    const { url: _url, connectUri: _connectUri, ...answer } = channel
    if (answer.state === 'pending') return json(202, answer)
    // A completed channel is answered once: the app has what it waited for, and the token is spent.
    store.close(token)
    return json(200, answer)
  }

  return async (request, info) => {
    const { pathname } = new URL(request.url)
    const match = ROUTES[pathname]
    if (request.method === 'OPTIONS' && match) return new Response(null, { status: 204, headers: { ...CORS, 'access-control-max-age': '600' } })
    if (!match || match.method !== request.method) return json(404, { message: `Route ${request.method}:${pathname} not found`, error: 'Not Found', statusCode: 404 })
    const clientIp = info.clientIp ?? 'unknown'
    switch (match.route) {
      case 'create': {
        // Counted before the body is read, as production's rate limit runs before validation.
        const taken = limiter.take(clientIp)
        if (!taken.allowed) {
          const seconds = Math.ceil(taken.retryAfterMs / 1000)
          return json(429, { statusCode: 429, error: 'Too Many Requests', message: `Rate limit exceeded, retry in ${seconds} seconds` }, { 'retry-after': String(seconds) })
        }
        return create(request, clientIp)
      }
      case 'authenticate':
        return authenticate(request)
      case 'status':
        return status(request)
      case 'health':
        return json(200, { status: 'OK' })
    }
  }
}
