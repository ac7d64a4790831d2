import { describe, expect, it } from 'vitest'
import { retryAfterMs } from './retryAfter'

const now = Date.parse('2026-01-01T00:00:00Z')

describe('retryAfterMs', () => {
  it('reads delay-seconds and HTTP dates', () => {
    expect(retryAfterMs('5', now)).toBe(5_000)
    expect(retryAfterMs(' 0 ', now)).toBe(0)
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:12 GMT', now)).toBe(12_000)
  })

  it('caps a long wait at 30 s, and a date already past is no wait', () => {
    expect(retryAfterMs('3600', now)).toBe(30_000)
    expect(retryAfterMs('Fri, 02 Jan 2026 00:00:00 GMT', now)).toBe(30_000)
    expect(retryAfterMs('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
  })

  it('absent or unreadable is undefined (the endpoint only loses rank)', () => {
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs('', now)).toBeUndefined()
    expect(retryAfterMs('soon', now)).toBeUndefined()
  })
})
