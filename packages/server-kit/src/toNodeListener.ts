/**
 * Runs a fetch-API handler on Node's http server: `http.createServer(toNodeListener(handler))`, or as a route of an
 * Express/Connect app. The socket's address is passed as the client IP (behind a proxy, set `getClientIp`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/** A fetch-API handler that also takes the client's address (for rate limits). */
export type FetchHandler = (request: Request, info: { clientIp?: string }) => Promise<Response>

/** `failure`: the JSON body answered (500) when the handler itself throws, in the service's error shape. */
export function toNodeListener(handler: FetchHandler, failure = '{"error":{"code":"INTERNAL","message":"The handler failed."}}'): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
      }
      const method = req.method ?? 'GET'
      const hasBody = method !== 'GET' && method !== 'HEAD'
      const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
        method,
        headers,
        ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
      } as RequestInit)
      const clientIp = req.socket.remoteAddress
      const response = await handler(request, clientIp ? { clientIp } : {})
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(failure)
    })
  }
}
