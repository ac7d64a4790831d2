/**
 * The paymaster's HTTP face: JSON-RPC over POST, with a body cap and a per-client rate limit, because it is
 * unauthenticated and signs for whoever asks. No CORS: the wallet's server calls it, browsers never do.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RateLimit } from './rateLimit'

export const MAX_BODY_BYTES = 64 * 1024
/** Requests in one array; a batch is at most a stub and a final for a handful of ops. */
const MAX_BATCH = 10

export type RpcHandler = (method: string, params: unknown) => Promise<unknown>

export interface JsonRpcHttpServerOptions {
  host: string
  port: number
  handle: RpcHandler
  /** Per client address per minute. */
  requestsPerMinute: number
  /** Maps a thrown error to a JSON-RPC error; anything it leaves undefined becomes an internal error. */
  errorCode: (error: unknown) => number | undefined
}

export interface JsonRpcHttpServer {
  port: number
  stop(): Promise<void>
}

export async function startJsonRpcHttpServer({ host, port, handle, requestsPerMinute, errorCode }: JsonRpcHttpServerOptions): Promise<JsonRpcHttpServer> {
  const limit = new RateLimit(requestsPerMinute, 60_000)

  const one = async (request: unknown) => {
    const r = request as { id?: unknown; method?: unknown; params?: unknown; jsonrpc?: unknown }
    const id = r && typeof r === 'object' && 'id' in r ? (r.id ?? null) : null
    if (!r || typeof r !== 'object' || r.jsonrpc !== '2.0' || typeof r.method !== 'string') {
      return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } }
    }
    try {
      return { jsonrpc: '2.0', id, result: await handle(r.method, r.params) }
    } catch (error) {
      const code = errorCode(error)
      // Internal failures say little: the details are ours, not the caller's.
      return { jsonrpc: '2.0', id, error: code === undefined ? { code: -32603, message: 'Internal error' } : { code, message: (error as Error).message } }
    }
  }

  const respond = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(body))
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const client = req.socket.remoteAddress ?? 'unknown'
    if (!limit.take(client)) {
      respond(res, 429, { jsonrpc: '2.0', id: null, error: { code: -32005, message: 'Too many requests' } }, { 'retry-after': String(limit.retryAfterS(client)) })
      req.resume()
      return
    }
    if (req.method !== 'POST') {
      respond(res, 405, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'POST JSON-RPC only' } }, { allow: 'POST' })
      req.resume()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on('data', (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        refused = true
        respond(res, 413, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `Body over ${MAX_BODY_BYTES} bytes` } }, { connection: 'close' })
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', async () => {
      if (refused) return
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        respond(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      if (Array.isArray(parsed)) {
        if (parsed.length === 0 || parsed.length > MAX_BATCH) {
          respond(res, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: `A batch holds 1 to ${MAX_BATCH} requests` } })
          return
        }
        respond(res, 200, await Promise.all(parsed.map(one)))
        return
      }
      respond(res, 200, await one(parsed))
    })
  })
  // Slow or idle clients must not pin sockets on a dev machine's server forever.
  server.requestTimeout = 30_000
  server.headersTimeout = 10_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  let stopped: Promise<void> | undefined
  return {
    port: (server.address() as AddressInfo).port,
    // Idempotent: a caller that stops twice (a test's afterAll after a stop test) must not fail.
    stop: () => (stopped ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })),
  }
}
