/**
 * The name service's HTTP API as one fetch-API handler (Node through `toNodeListener`, or an edge runtime):
 *   GET  /v1/names/<label>          availability, the holder, or free alternatives
 *   POST /v1/names                  { message, signature }: register the name the message states
 *   GET  /v1/addresses/<address>    the name an address holds (the modal after a reload)
 *   GET  /v1/ccip/<sender>/<data>.json and POST /v1/ccip   the CCIP-Read gateway (EIP-3668, both forms)
 * It is reachable by anyone: the name routes answer allowed origins only, every route is rate-limited per client IP,
 * and bodies are capped. The gateway answers every origin, because any dapp's ENS client may resolve a name.
 */
import { getAddress, isAddress, JsonRpcProvider, Wallet } from 'ethers'
import { answerLookup, GatewayRequestError } from '../ccip/gateway'
import type { Db } from '../db/db'
import { normalizeLabel } from '../name/label'
import { NameError } from '../name/nameError'
import { createNameStore } from '../name/nameStore'
import { parseRegistrationMessage } from '../name/registrationMessage'
import { verifySignature } from '../name/verifySignature'
import { createRateLimiter, type RateLimitOptions, readJsonBody } from '@latch/server-kit'

export interface NameHandlerOptions {
  /** The ENS name the operator owns and points at OffchainResolver (`latch.id`); names are one label below it. */
  parent: string
  /** From `openDb`. The handler does not close it. */
  db: Db
  /** The chain whose smart accounts register by ERC-1271. */
  chain: { chainId: number; rpcUrl: string }
  /** The private key that signs gateway answers; its address must be a signer of the resolver. Keep it secret. */
  signerKey: string
  /** Exact origins (`https://app.example`) the modal runs on. Other origins get 403 on the name routes. */
  allowedOrigins: readonly string[]
  /** Defaults to 60 requests per 60 000 ms per client IP. */
  rateLimit?: RateLimitOptions
  /** The end user's IP. Behind a proxy, read the header YOUR proxy sets. Defaults to the Node adapter's socket. */
  getClientIp?: (request: Request) => string | undefined
  /** Where the routes are mounted (`/names-api`). Defaults to the root. */
  basePath?: string
  /** Defaults to 8 KiB: a message and a signature (a smart account's may be long) fit easily. */
  maxBodyBytes?: number
  /** How long a signed gateway answer is valid. Defaults to 300 s. */
  ttlSeconds?: number
  now?: () => number
}

/** Set by `toNodeListener` (the socket's address); a fetch-API host passes its own. */
export interface NameHandlerInfo {
  clientIp?: string
}

export type NameHandler = (request: Request, info?: NameHandlerInfo) => Promise<Response>

/** A registration message may be signed at most this far ahead of its expiry: a stolen signature is soon useless. */
export const MAX_EXPIRY_MS = 10 * 60_000

type Route = { kind: 'name'; label: string } | { kind: 'register' } | { kind: 'address'; address: string } | { kind: 'ccipGet'; sender: string; data: string } | { kind: 'ccipPost' }

const METHODS: Record<Route['kind'], string> = { name: 'GET', register: 'POST', address: 'GET', ccipGet: 'GET', ccipPost: 'POST' }

function routeOf(path: string): Route | undefined {
  if (path === '/v1/names') return { kind: 'register' }
  if (path === '/v1/ccip') return { kind: 'ccipPost' }
  const name = /^\/v1\/names\/([^/]+)$/.exec(path)
  if (name) return { kind: 'name', label: safeDecode(name[1] ?? '') }
  const address = /^\/v1\/addresses\/([^/]+)$/.exec(path)
  if (address) return { kind: 'address', address: address[1] ?? '' }
  const ccip = /^\/v1\/ccip\/([^/]+)\/([^/]+?)(?:\.json)?$/.exec(path)
  if (ccip) return { kind: 'ccipGet', sender: ccip[1] ?? '', data: ccip[2] ?? '' }
  return undefined
}

/** A malformed escape (`%E0`) is a name that breaks the rule, not a server error. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function createNameHandler(options: NameHandlerOptions): NameHandler {
  const { parent } = options
  const allowed = new Set(options.allowedOrigins)
  const limiter = createRateLimiter(options.rateLimit ?? { windowMs: 60_000, max: 60 })
  const maxBody = options.maxBodyBytes ?? 8 * 1024
  const base = options.basePath?.replace(/\/+$/, '') ?? ''
  const now = options.now ?? Date.now
  const store = createNameStore(options.db, parent, now)
  // A static network: the chain id is configured, so ethers never polls the RPC to detect it.
  const provider = new JsonRpcProvider(options.chain.rpcUrl, options.chain.chainId, { staticNetwork: true })
  const gateway = { parent, addressOf: (label: string) => store.addressOf(label), signer: new Wallet(options.signerKey), ttlSeconds: options.ttlSeconds ?? 300, now }
  const fullName = (label: string) => `${label}.${parent}`

  return async function handle(request, info = {}) {
    const url = new URL(request.url)
    const route = url.pathname.startsWith(base) ? routeOf(url.pathname.slice(base.length)) : undefined
    const origin = request.headers.get('origin') ?? undefined
    const isGateway = route?.kind === 'ccipGet' || route?.kind === 'ccipPost'
    // The gateway's answers are public and signed: any page may read them. The name routes are the modal's.
    if (!isGateway && origin !== undefined && !allowed.has(origin)) return error(403, 'ORIGIN_NOT_ALLOWED', 'This origin may not use this name service.')
    const cors: Record<string, string> = isGateway ? { 'access-control-allow-origin': '*' } : origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : { vary: 'Origin' }
    if (!route) return error(404, 'NOT_FOUND', 'No such route (see the name server README).', cors)
    const method = METHODS[route.kind]
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { ...cors, 'access-control-allow-methods': `${method}, OPTIONS`, 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' } })
    }
    if (request.method !== method) return error(405, 'METHOD_NOT_ALLOWED', `This route answers ${method} only.`, { ...cors, allow: method })

    const taken = limiter.take(options.getClientIp?.(request) ?? info.clientIp ?? 'unknown')
    if (!taken.allowed) return error(429, 'RATE_LIMITED', 'Too many requests from this address. Try again in a moment.', { ...cors, 'retry-after': String(Math.ceil(taken.retryAfterMs / 1000)) })

    try {
      switch (route.kind) {
        case 'name': {
          const label = normalizeLabel(route.label)
          const address = await store.addressOf(label)
          return json(200, address ? { name: fullName(label), available: false, address, suggestions: await store.suggest(label) } : { name: fullName(label), available: true }, cors)
        }
        case 'address': {
          if (!isAddress(route.address)) return error(400, 'INVALID_ADDRESS', `"${route.address}" is not an address.`, cors)
          const label = await store.labelOf(getAddress(route.address))
          return json(200, { name: label ? fullName(label) : null }, cors)
        }
        case 'register':
          return await register(request, cors)
        case 'ccipGet':
          return json(200, { data: await answerLookup(gateway, route.sender, route.data) }, cors)
        case 'ccipPost': {
          const read = await readJsonBody(request, maxBody)
          if (!read.ok) return bodyError(read, cors)
          const { sender, data } = (read.value ?? {}) as { sender?: unknown; data?: unknown }
          if (typeof sender !== 'string' || typeof data !== 'string') return error(400, 'INVALID_REQUEST', 'The body is { "sender": "0x…", "data": "0x…" }.', cors)
          return json(200, { data: await answerLookup(gateway, sender, data) }, cors)
        }
      }
    } catch (e) {
      // The suggestions sit beside the error, where @latch/core's httpNameService reads them.
      if (e instanceof NameError) return json(e.status, { error: { code: e.code, message: e.message }, ...(e.suggestions ? { suggestions: e.suggestions } : {}) }, cors)
      // EIP-3668: a 4xx tells the client the request is wrong, so it does not try another gateway.
      if (e instanceof GatewayRequestError) return json(400, { message: e.message }, cors)
      throw e
    }
  }

  async function register(request: Request, cors: Record<string, string>): Promise<Response> {
    const read = await readJsonBody(request, maxBody)
    if (!read.ok) return bodyError(read, cors)
    const { message, signature } = (read.value ?? {}) as { message?: unknown; signature?: unknown }
    if (typeof message !== 'string' || typeof signature !== 'string') return error(400, 'INVALID_REQUEST', 'The body is { "message": "…", "signature": "0x…" }.', cors)
    const registration = parseRegistrationMessage(message)
    if (registration.parent !== parent) throw new NameError('WRONG_PARENT', `This service registers names under ${parent}, not ${registration.parent}.`)
    const expiresAt = registration.expiry.getTime()
    if (expiresAt <= now()) throw new NameError('EXPIRED', 'This registration has expired. Sign a new one.')
    if (expiresAt > now() + MAX_EXPIRY_MS) throw new NameError('EXPIRED', `A registration expires at most ${MAX_EXPIRY_MS / 60_000} minutes after it is signed.`)
    let check: Awaited<ReturnType<typeof verifySignature>>
    try {
      check = await verifySignature(provider, registration.address, message, signature)
    } catch {
      return error(502, 'CHAIN_UNAVAILABLE', 'The chain could not be asked whether the account signed. Try again.', cors)
    }
    if (check !== 'valid') throw new NameError('BAD_SIGNATURE', `The signature is not ${registration.address}'s.`)
    await store.register({ label: registration.name, address: registration.address, nonce: registration.nonce, expiresAt })
    return json(201, { name: fullName(registration.name), address: registration.address }, cors)
  }
}

function bodyError(read: { status: 400 | 413 | 415; message: string }, cors: Record<string, string>): Response {
  return error(read.status, read.status === 400 ? 'INVALID_REQUEST' : read.status === 413 ? 'BODY_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', read.message, cors)
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), { status, headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}

function error(status: number, code: string, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { error: { code, message } }, headers)
}
