/** A provider API faked at the transport: records each request and answers it with `answer`'s JSON. */
export interface RecordedRequest {
  url: string
  method: string
  headers: Record<string, string>
  body: unknown
}

export function fakeFetch(answer: (request: RecordedRequest) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>) {
  const requests: RecordedRequest[] = []
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    requests.push(request)
    const { status = 200, body } = await answer(request)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof globalThis.fetch
  return { fetch, requests }
}
