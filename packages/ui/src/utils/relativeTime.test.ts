import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relativeTime'

const now = new Date(2026, 10, 23, 12, 0, 0).getTime()
const ago = (ms: number) => now - ms
const MIN = 60_000

describe('formatRelativeTime (abbreviated, in the modal’s locale)', () => {
  it('"now" under a minute, then minutes, hours and days within a week', () => {
    const en = (t: number) => formatRelativeTime(t, now, 'en', 'now')
    expect(en(ago(59_000))).toBe('now')
    expect(en(now + 5_000)).toBe('now')
    expect(en(ago(5 * MIN))).toBe('5m')
    expect(en(ago(59 * MIN))).toBe('59m')
    expect(en(ago(3 * 60 * MIN + 59 * MIN))).toBe('3h')
    expect(en(ago(2 * 24 * 60 * MIN))).toBe('2d')
    expect(en(ago(7 * 24 * 60 * MIN - 1))).toBe('6d')
  })

  it('a date after a week, with the year only when it is not this one', () => {
    expect(formatRelativeTime(new Date(2026, 9, 3, 9).getTime(), now, 'en', 'now')).toBe('Oct 3')
    expect(formatRelativeTime(new Date(2025, 9, 3, 9).getTime(), now, 'en', 'now')).toBe('Oct 3, 2025')
  })

  it('follows the locale', () => {
    expect(formatRelativeTime(ago(5 * MIN), now, 'de', 'jetzt')).toBe('5 Min.')
    expect(formatRelativeTime(ago(30_000), now, 'de', 'jetzt')).toBe('jetzt')
    expect(formatRelativeTime(new Date(2026, 9, 3, 9).getTime(), now, 'de', 'jetzt')).toBe('3. Okt.')
  })
})
