import { describe, expect, it } from 'vitest'
import { lazyQueryCache } from './lazyQueryCache'

describe('lazyQueryCache', () => {
  it('one cache per instance, made on first use; clear() empties it (destroy), and is harmless before any read', async () => {
    const queries = lazyQueryCache({ server: true })
    queries.clear()
    const cache = await queries()
    expect(await queries()).toBe(cache)
    await cache.fetch('balance:eip155:1:0xa', async () => '1.5')
    expect(cache.get('balance:eip155:1:0xa')).toBe('1.5')
    queries.clear()
    await Promise.resolve()
    await Promise.resolve()
    expect(cache.size).toBe(0)
  })
})
