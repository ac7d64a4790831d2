import { describe, expect, it } from 'vitest'
import { formatUnits, rawAmount, timestamp, utf8Of, visibleText } from './format'

describe('format', () => {
  it('formats exact amounts and the no-limit maximum', () => {
    expect(formatUnits(12n * 10n ** 18n + 5n, 18)).toBe('12.000000000000000005')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(rawAmount(2n ** 256n - 1n)).toBe(`Unlimited (${2n ** 256n - 1n})`)
    expect(rawAmount(2n ** 256n - 2n)).toBe(`${2n ** 256n - 2n}`)
    expect(rawAmount(2n ** 160n - 1n, 160)).toMatch(/^Unlimited/)
  })

  it('shows times with their date, and "never" past any date', () => {
    expect(timestamp(0n)).toBe('0 (1970-01-01T00:00:00.000Z)')
    expect(timestamp(2n ** 48n - 1n, 48)).toBe(`Never (${2n ** 48n - 1n})`)
    expect(timestamp(10n ** 20n)).toBe(`Never (${10n ** 20n})`)
  })

  it('writes out invisible characters, keeps newlines and tabs; a BOM is text, not skipped', () => {
    expect(visibleText('a\u200Db\u0000c\n\td\u{E0041}')).toEqual({ text: 'a⟨U+200D⟩b⟨U+0000⟩c\n\td⟨U+E0041⟩', escaped: true })
    expect(visibleText('plain 👋')).toEqual({ text: 'plain 👋', escaped: false })
    expect(utf8Of('0xefbbbf41')).toBe('\uFEFFA')
    expect(utf8Of('0xff')).toBeUndefined()
  })
})
