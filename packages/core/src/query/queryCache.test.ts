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
})
