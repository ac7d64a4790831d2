/** A fake HTTP API for the swap sources' tests: answers by path, records every request (the process boundary only). */
export interface FakeRequest {
  url: URL
  headers: Record<string, string>
}

export type Route = (url: URL) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>

export function createFakeFetch(routes: Record<string, Route>) {
  const requests: FakeRequest[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    init?.signal?.throwIfAborted()
    requests.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()) })
    const route = routes[url.pathname]
    if (!route) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 })
    const { status = 200, body } = await route(url)
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  return { fetch: fetchFn, requests }
}
