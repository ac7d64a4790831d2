import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryCache, retryDelay } from './queryCache'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('query cache (spec §9)', () => {
  it('retry delays: 1 s doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
  })

  it('retries a failing fetch 3 times at 1 s, 2 s, 4 s, then fails', async () => {
    const cache = createQueryCache({ server: false })
    const fn = vi.fn(async () => {
      throw new Error('down')
    })
    const result = cache.fetch('k', fn).catch((e: Error) => e.message)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fn).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(fn).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(fn).toHaveBeenCalledTimes(4)
    expect(await result).toBe('down')
  })

  it('on a server: no retries and no garbage collection', async () => {
    const cache = createQueryCache({ server: true })
    const fn = vi.fn(async () => {
      throw new Error('down')
    })
    await expect(cache.fetch('k', fn)).rejects.toThrow('down')
    expect(fn).toHaveBeenCalledTimes(1)
    await cache.fetch('ok', async () => 1)
    await vi.advanceTimersByTimeAsync(24 * 3600_000)
    expect(cache.get('ok')).toBe(1)
  })

  it('collects an entry 5 minutes after its last use', async () => {
    const cache = createQueryCache({ server: false })
    await cache.fetch('k', async () => 'v')
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1)
    expect(cache.get('k')).toBe('v')
    await vi.advanceTimersByTimeAsync(1)
    expect(cache.get('k')).toBeUndefined()
  })

  it('shares one request between concurrent fetches of a key; serves fresh data within staleTime', async () => {
    const cache = createQueryCache({ server: false })
    const fn = vi.fn(async () => 'v')
    const [a, b] = await Promise.all([cache.fetch('k', fn), cache.fetch('k', fn)])
    expect([a, b, fn.mock.calls.length]).toEqual(['v', 'v', 1])
    await cache.fetch('k', fn, { staleTimeMs: 1000 })
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1000)
    await cache.fetch('k', fn, { staleTimeMs: 1000 })
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('a failed token-balance fetch is not retried within 30 s', async () => {
    const cache = createQueryCache({ server: false, retryCount: 0 })
    const fn = vi.fn(async () => {
      throw new Error('indexer down')
    })
    await expect(cache.fetch('tokens', fn, { retryPauseMs: 30_000 })).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(29_999)
    await expect(cache.fetch('tokens', fn, { retryPauseMs: 30_000 })).rejects.toThrow('indexer down')
    expect(fn).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(cache.fetch('tokens', fn, { retryPauseMs: 30_000 })).rejects.toThrow()
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('invalidate and clear drop entries', async () => {
    const cache = createQueryCache({ server: false })
    await cache.fetch('a', async () => 1)
    await cache.fetch('b', async () => 2)
    cache.invalidate('a')
    expect([cache.get('a'), cache.size]).toEqual([undefined, 1])
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('does not retry a failure the caller says asking again cannot help', async () => {
    const cache = createQueryCache({ server: false })
    const fn = vi.fn(async () => {
      throw new Error('bad option')
    })
    await expect(cache.fetch('k', fn, { retry: (e) => (e as Error).message !== 'bad option' })).rejects.toThrow('bad option')
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('tells whether a key is being fetched and when it last failed', async () => {
    const cache = createQueryCache({ server: true, now: () => 42 })
    expect(cache.getState('k')).toBeUndefined()
    const failing = cache.fetch('k', async () => {
      throw new Error('down')
    })
    expect(cache.getState('k')).toMatchObject({ fetching: true })
    await expect(failing).rejects.toThrow('down')
    expect(cache.getState('k')).toMatchObject({ fetching: false, failedAt: 42, error: new Error('down') })
  })

  it('a caller that aborts stops waiting at once; the shared request goes on for the others', async () => {
    const cache = createQueryCache({ server: false })
    let request: AbortSignal | undefined
    const fn = vi.fn(async (signal: AbortSignal) => {
      request = signal
      await new Promise((r) => setTimeout(r, 100))
      return 'v'
    })
    const leaving = new AbortController()
    const first = cache.fetch('k', fn, { signal: leaving.signal })
    const second = cache.fetch('k', fn, { signal: new AbortController().signal })
    leaving.abort(new Error('left'))
    await expect(first).rejects.toThrow('left')
    expect(request?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(100)
    expect([await second, fn.mock.calls.length]).toEqual(['v', 1])
  })

  it('once every caller has aborted the request is aborted, with no retry and no failure to pause on', async () => {
    const cache = createQueryCache({ server: false })
    const fn = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    )
    const a = new AbortController()
    const b = new AbortController()
    const first = cache.fetch('k', fn, { signal: a.signal }).catch((e: Error) => e.message)
    const second = cache.fetch('k', fn, { signal: b.signal }).catch((e: Error) => e.message)
    a.abort(new Error('a left'))
    expect(cache.getState('k')?.fetching).toBe(true)
    b.abort(new Error('b left'))
    expect([await first, await second]).toEqual(['a left', 'b left'])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(cache.getState('k')).toMatchObject({ fetching: false, failedAt: undefined })
    const ok = vi.fn(async () => 'v')
    expect(await cache.fetch('k', ok, { retryPauseMs: 30_000 })).toBe('v')
  })

  it('a caller whose signal already aborted gets its reason and starts nothing', async () => {
    const cache = createQueryCache({ server: false })
    const fn = vi.fn(async () => 'v')
    await expect(cache.fetch('k', fn, { signal: AbortSignal.abort(new Error('closed')) })).rejects.toThrow('closed')
    expect([fn.mock.calls.length, cache.size]).toEqual([0, 0])
  })
})
