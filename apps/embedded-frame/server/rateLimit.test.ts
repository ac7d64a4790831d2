import { describe, expect, it } from 'vitest'
import { createRateLimiter, RateLimitError } from './rateLimit.mjs'
import { testClock, testDb } from './testDb.test-helpers'

describe('rate limits in the database', () => {
  it('counts hits per (bucket, key) in a window that opens at the first hit; over the limit: 429 with the seconds left', async () => {
    const db = await testDb()
    const { now, advance } = testClock()
    const limiter = createRateLimiter({ db, now, limits: { 'api-ip': { max: 2, windowMs: 60_000 } } })
    await limiter.hit('api-ip', '198.51.100.1')
    advance(20_000)
    await limiter.hit('api-ip', '198.51.100.1')
    const refused = await limiter.hit('api-ip', '198.51.100.1').catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(RateLimitError)
    expect(refused).toMatchObject({ status: 429, retryAfter: 40, message: 'Too many requests. Try again in 40 seconds.' })
    // Another key and another bucket are counted apart.
    await limiter.hit('api-ip', '198.51.100.2')
    await limiter.hit('social-ip', '198.51.100.1')
    advance(40_000)
    await limiter.hit('api-ip', '198.51.100.1')
  })

  it('check() refuses a full bucket without counting', async () => {
    const db = await testDb()
    const { now } = testClock()
    const limiter = createRateLimiter({ db, now, limits: { 'otp-fail-email': { max: 2, windowMs: 3_600_000 } } })
    await limiter.check('otp-fail-email', 'a@x.test')
    await limiter.check('otp-fail-email', 'a@x.test')
    await limiter.hit('otp-fail-email', 'a@x.test')
    await limiter.check('otp-fail-email', 'a@x.test')
    await limiter.hit('otp-fail-email', 'a@x.test')
    await expect(limiter.check('otp-fail-email', 'a@x.test', (s) => `Locked for ${s} s`)).rejects.toMatchObject({ status: 429, message: 'Locked for 3600 s' })
  })

  it('two limiters on one database (two instances) share the counts, and parallel hits are all counted', async () => {
    const db = await testDb()
    const { now } = testClock()
    const limits = { 'mail-ip': { max: 5, windowMs: 3_600_000 } }
    const a = createRateLimiter({ db, now, limits })
    const b = createRateLimiter({ db, now, limits })
    const results = await Promise.allSettled([a, b, a, b, a, b, a, b].map((l) => l.hit('mail-ip', '203.0.113.7')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(3)
  })
})
