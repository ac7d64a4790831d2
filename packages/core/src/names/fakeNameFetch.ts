/**
 * A fetch standing in for a name service (the network boundary) in core's and ui's tests: the HTTP API of
 * `@latch/name-server`, over an in-memory table, recording what was asked. Not a copy of the server's rules: it
 * checks only what the modal's side must get right (the message's lines, the parent, the signature's address).
 */
export interface FakeNameFetchOptions {
  parent?: string
  /** Names already held: label → address. */
  taken?: Record<string, string>
  /** Suggestions answered for a taken label. */
  suggestions?: string[]
  /** The next POST answers this error code instead of registering. */
  failNext?: string
  /** Every request fails as the network would. */
  offline?: boolean
}

export function fakeNameFetch(options: FakeNameFetchOptions = {}) {
  const parent = options.parent ?? 'latch.id'
  const names = new Map(Object.entries(options.taken ?? {}))
  const state = { ...options, posted: [] as { message: string; signature: string }[], asked: [] as string[] }
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    if (state.offline) throw new TypeError('Failed to fetch')
    const url = new URL(String(input))
    state.asked.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const label = url.pathname.match(/\/v1\/names\/([^/]+)$/)?.[1]
    if (label !== undefined) {
      const holder = names.get(decodeURIComponent(label))
      return json(200, { name: `${label}.${parent}`, available: !holder, ...(holder ? { address: holder, suggestions: state.suggestions ?? [] } : {}) })
    }
    const address = url.pathname.match(/\/v1\/addresses\/([^/]+)$/)?.[1]
    if (address !== undefined) {
      const owned = [...names].find(([, a]) => a === decodeURIComponent(address))
      return json(200, { name: owned ? `${owned[0]}.${parent}` : null })
    }
    if (url.pathname.endsWith('/v1/names') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { message: string; signature: string }
      state.posted.push(body)
      if (state.failNext) {
        const code = state.failNext
        state.failNext = undefined
        return json(code === 'RATE_LIMITED' ? 429 : 400, { error: { code, message: code }, ...(code === 'TAKEN' ? { suggestions: state.suggestions ?? [] } : {}) })
      }
      const line = (key: string) => body.message.split('\n').find((l) => l.startsWith(`${key}: `))?.slice(key.length + 2) ?? ''
      const name = line('Name')
      const held = name.slice(0, -(parent.length + 1))
      if (names.has(held)) return json(409, { error: { code: 'TAKEN', message: 'taken' }, suggestions: state.suggestions ?? [] })
      names.set(held, line('Address'))
      return json(201, { name, address: line('Address') })
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'no route' } })
  }
  return { fetch, state, names }
}
