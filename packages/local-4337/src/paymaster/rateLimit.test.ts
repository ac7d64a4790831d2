import { describe, expect, it } from 'vitest'
import { RateLimit } from './rateLimit'

describe('RateLimit', () => {
  it('allows `limit` requests per client per window, then refuses until the window turns', () => {
    let now = 1_000
    const limit = new RateLimit(2, 60_000, () => now)
    expect([limit.take('a'), limit.take('a'), limit.take('a')]).toEqual([true, true, false])
    // Another client has its own budget.
    expect(limit.take('b')).toBe(true)
    now += 30_000
    expect(limit.take('a')).toBe(false)
    expect(limit.retryAfterS('a')).toBe(30)
    now += 30_000
    expect(limit.take('a')).toBe(true)
  })
})
