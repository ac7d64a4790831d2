import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttpSiwx } from './httpSiwx'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** A sign-in backend that accepts the connection and never answers; it gives up only when the caller aborts. */
function hungBackend() {
  const seen: { url: string; signal?: AbortSignal | null }[] = []
  const fetch = ((url: string, init?: RequestInit) => {
    seen.push({ url, signal: init?.signal })
    return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))))
  }) as typeof globalThis.fetch
  return { seen, fetch }
}

describe('createHttpSiwx (L12)', () => {
  it('every request to a hung backend fails after 30 s with a message that says so', async () => {
    const backend = hungBackend()
    const siwx = createHttpSiwx({ url: 'https://app.example/siwx', fetch: backend.fetch })
    const calls = [siwx.createMessage({ accountAddress: '0xabc', chainId: 'eip155:1' }), siwx.getSessions('eip155:1', '0xabc'), siwx.setSessions([])].map((p) =>
      p.then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    )
    await vi.advanceTimersByTimeAsync(29_999)
    expect(backend.seen.map((s) => s.signal?.aborted)).toEqual([false, false, false])
    await vi.advanceTimersByTimeAsync(2)
    expect(await Promise.all(calls)).toEqual(Array(3).fill('The sign-in server did not answer within 30 s'))
    expect(backend.seen.map((s) => s.url)).toEqual(['https://app.example/siwx/nonce', 'https://app.example/siwx/session?chainId=eip155%3A1&address=0xabc', 'https://app.example/siwx/session'])
  })

  it('the timeout is configurable, and covers reading the answer’s body too', async () => {
    const fetch = (async () => ({ ok: true, status: 200, json: () => new Promise(() => {}) })) as unknown as typeof globalThis.fetch
    const siwx = createHttpSiwx({ url: 'https://app.example/siwx', fetch, timeoutMs: 5_000 })
    const sessions = siwx.getSessions('eip155:1', '0xabc').catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(5_001)
    expect(await sessions).toBe('The sign-in server did not answer within 5 s')
  })

  it('answers in time go through, and leave no timer behind', async () => {
    const fetch = (async (url: string) => ({ ok: true, status: 200, json: async () => (String(url).endsWith('/nonce') ? { nonce: 'n0nce1234' } : { sessions: [] }) })) as unknown as typeof globalThis.fetch
    const siwx = createHttpSiwx({ url: 'https://app.example/siwx/', fetch, domain: 'app.example', uri: 'https://app.example' })
    const message = await siwx.createMessage({ accountAddress: '0xabc', chainId: 'eip155:1' })
    expect(message.nonce).toBe('n0nce1234')
    expect(await siwx.getSessions('eip155:1', '0xabc')).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
