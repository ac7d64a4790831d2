/** A response a route hands back to the HTTP server. */
export type Reply = { status: number; json: unknown } | { status: number; text: string }

export const json = (body: unknown, status = 200): Reply => ({ status, json: body })
export const text = (body: string, status = 200): Reply => ({ status, text: body })

/** A refusal with an HTTP status and a plain-text message, as Esplora answers bad requests. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The `:name` segments route patterns use; a route reads only those its pattern has. */
export type Params = Record<'hash' | 'txid' | 'address' | 'height' | 'start' | 'last', string>

/** A route: method, a path pattern with `:name` segments, and its handler. */
export type Route = { method: 'GET' | 'POST'; pattern: string; handle(params: Params, body: string): Reply }

/** The first route whose method and pattern match, with the path's named segments; undefined if none does. */
export function matchRoute(routes: Route[], method: string, path: string): { route: Route; params: Params } | undefined {
  const segments = path.split('/').filter(Boolean)
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = route.pattern.split('/').filter(Boolean)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((part, i) => {
      const segment = decodeURIComponent(segments[i] as string)
      if (part.startsWith(':')) params[part.slice(1)] = segment
      return part.startsWith(':') || part === segment
    })
    if (matches) return { route, params: params as Params }
  }
  return undefined
}
