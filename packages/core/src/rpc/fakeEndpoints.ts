/** In-memory RPC endpoints behind an injected `fetch`, for transport tests that run on fake timers (the network boundary). */

export interface ReceivedCall {
  id: number
  method: string
}

/** Answers one HTTP request to one endpoint; a promise that never settles is a hung node (it still honours abort). */
export type Endpoint = (calls: ReceivedCall[]) => Response | Promise<Response>

/** A JSON-RPC reply to every call: `eth_chainId` gets `chainId`, anything else `result`. */
export const answering =
  ({ chainId = '0x7a69', result = '0x1' }: { chainId?: string; result?: unknown } = {}): Endpoint =>
  (calls) =>
    Response.json(calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method === 'eth_chainId' ? chainId : result })))

export const status = (code: number, headers: Record<string, string> = {}): Endpoint => () => new Response('{"error":"refused"}', { status: code, headers })

export const hanging: Endpoint = () => new Promise<Response>(() => {})

/** `fetch` over `endpoints` (by URL); `log` lists each request's URL and methods in order. */
export function fakeFetch(endpoints: Record<string, Endpoint>) {
  const log: { url: string; methods: string[] }[] = []
  const fetchFake = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const parsed = JSON.parse(String(init?.body)) as ReceivedCall | ReceivedCall[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    log.push({ url, methods: calls.map((c) => c.method) })
    const endpoint = endpoints[url]
    if (!endpoint) throw new TypeError('fetch failed')
    const aborted = new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    return Promise.race([endpoint(calls), aborted])
  }) as typeof fetch
  return { fetch: fetchFake, log, urls: (): string[] => log.map((l) => l.url) }
}
