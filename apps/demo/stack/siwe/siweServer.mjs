// The demo's sign-in backend (sign-in with X, CAIP-122): issues single-use nonces, verifies signed messages
// (signature, nonce, domain, expiry) and keeps the session in an HttpOnly cookie. EVM messages (EIP-4361) go
// to the `siwe` package; Polkadot and Solana ones to signInSchemes.mjs. It is what a dapp's own backend would
// do; Latch's `createHttpSiwx` talks to it. Loopback only; sessions in memory.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { generateNonce, SiweMessage } from 'siwe'
import { parseCaip122Message } from './caip122.mjs'
import { checkCaip122 } from './checkCaip122.mjs'
import { schemeForChain, schemeForMessage } from './signInSchemes.mjs'

const COOKIE = 'latch_demo_siwe'
const NONCE_TTL_MS = 10 * 60_000
const MAX_BODY = 16 * 1024

/**
 * Whether a session is this address's: a Polkadot account under any SS58 prefix, an EVM one in any case.
 * @param {Record<string, unknown>} data
 * @param {string} address
 */
const sameAccount = (data, address) =>
  schemeForChain(String(data.chainId))?.sameAddress(String(data.accountAddress), address) ??
  String(data.accountAddress).toLowerCase() === address.toLowerCase()

/**
 * @param {{ host: string, port: number, allowedOrigins: string[] }} options
 * @returns {Promise<{ url: string, stop(): Promise<void>, sessions: Map<string, { data: Record<string, unknown>, message: string, signature: string }> }>}
 */
export function startSiweServer({ host, port, allowedOrigins }) {
  /** @type {Map<string, number>} nonce → expiry */
  const nonces = new Map()
  /** @type {Map<string, { data: Record<string, unknown>, message: string, signature: string }>} session id → session */
  const sessions = new Map()

  /** @param {import('node:http').IncomingMessage} req */
  const sessionId = (req) => /(?:^|;\s*)latch_demo_siwe=([0-9a-f]{64})/.exec(req.headers.cookie ?? '')?.[1]

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   */
  const send = (res, status, body, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }

  /** @param {import('node:http').IncomingMessage} req */
  const readJson = (req) =>
    new Promise((resolve, reject) => {
      let size = 0
      /** @type {Buffer[]} */
      const chunks = []
      req.on('data', (c) => {
        size += c.length
        if (size > MAX_BODY) reject(new Error('Body too large'))
        else chunks.push(c)
      })
      req.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')))
        } catch {
          reject(new Error('Body is not JSON'))
        }
      })
      req.on('error', reject)
    })

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {Record<string, unknown>} data
   * @param {string} message
   * @param {string} signature
   */
  const startSession = (res, data, message, signature) => {
    const id = randomBytes(32).toString('hex')
    sessions.set(id, { data, message, signature })
    return send(res, 200, { ok: true }, { 'set-cookie': `${COOKIE}=${id}; HttpOnly; SameSite=Lax; Path=/` })
  }

  const server = createServer(async (req, res) => {
    const origin = req.headers.origin
    // CORS for the demo's own origins only, with credentials (the session cookie).
    if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('access-control-allow-origin', origin)
      res.setHeader('access-control-allow-credentials', 'true')
      res.setHeader('vary', 'origin')
    } else if (origin) return send(res, 403, { error: `Origin ${origin} is not allowed` })
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, DELETE')
      res.setHeader('access-control-allow-headers', 'content-type')
      return send(res, 204)
    }
    const url = new URL(req.url ?? '/', `http://${host}`)
    try {
      if (req.method === 'GET' && url.pathname === '/nonce') {
        const nonce = generateNonce()
        nonces.set(nonce, Date.now() + NONCE_TTL_MS)
        return send(res, 200, { nonce })
      }
      if (req.method === 'POST' && url.pathname === '/verify') {
        const body = /** @type {{ message?: unknown, signature?: unknown, data?: Record<string, unknown> }} */ (await readJson(req))
        if (typeof body.message !== 'string' || typeof body.signature !== 'string') return send(res, 400, { error: 'message and signature are required' })
        const scheme = schemeForMessage(body.message)
        if (scheme) {
          const message = parseCaip122Message(body.message, scheme)
          const expiry = nonces.get(message.nonce)
          if (!expiry || expiry < Date.now()) return send(res, 401, { error: 'Unknown or expired nonce' })
          nonces.delete(message.nonce)
          const expectedDomain = origin ? new URL(origin).host : undefined
          const context = { text: body.message, signature: body.signature, scheme, domain: expectedDomain, nonceIssuedAt: expiry - NONCE_TTL_MS, now: Date.now() }
          const refused = await checkCaip122(message, context)
          if (refused) return send(res, 401, { error: `Invalid sign-in: ${refused}` })
          return startSession(res, { ...(body.data ?? {}), accountAddress: message.address, chainId: `${scheme.namespace}:${message.chainReference}` }, body.message, body.signature)
        }
        const message = new SiweMessage(body.message)
        const expiry = nonces.get(message.nonce)
        if (!expiry || expiry < Date.now()) return send(res, 401, { error: 'Unknown or expired nonce' })
        nonces.delete(message.nonce)
        const expectedDomain = origin ? new URL(origin).host : undefined
        const result = await message.verify({ signature: body.signature, nonce: message.nonce, ...(expectedDomain ? { domain: expectedDomain } : {}) }, { suppressExceptions: true })
        if (!result.success) return send(res, 401, { error: `Invalid sign-in: ${result.error?.type ?? 'verification failed'}` })
        return startSession(res, { ...(body.data ?? {}), accountAddress: message.address, chainId: `eip155:${message.chainId}` }, body.message, body.signature)
      }
      if (url.pathname === '/session') {
        const id = sessionId(req)
        const session = id ? sessions.get(id) : undefined
        if (req.method === 'DELETE') {
          if (id) sessions.delete(id)
          return send(res, 200, { ok: true }, { 'set-cookie': `${COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0` })
        }
        if (req.method === 'GET') {
          const chainId = url.searchParams.get('chainId')
          const address = url.searchParams.get('address')
          const matches = session && (!chainId || session.data.chainId === chainId) && (!address || sameAccount(session.data, address))
          return send(res, 200, { sessions: matches ? [session] : [] })
        }
      }
      return send(res, 404, { error: 'Not found' })
    } catch (error) {
      return send(res, 400, { error: error instanceof Error ? error.message : String(error) })
    }
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address())
      resolve({
        url: `http://${host}:${address.port}`,
        sessions,
        stop: () => new Promise((r) => server.close(() => r(undefined))),
      })
    })
  })
}
