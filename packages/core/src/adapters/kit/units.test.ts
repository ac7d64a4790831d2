import { describe, expect, it } from 'vitest'
import { InvalidAmountError } from '../../errors/adapterKit'
import { formatUnits, parseUnits } from './units'

describe('formatUnits / parseUnits', () => {
  it.each([
    [1_500_000_000n, 9, '1.5'],
    [1_000_000_000n, 9, '1'],
    [1n, 9, '0.000000001'],
    [0n, 9, '0'],
    [123_456_789_012_345_678_901n, 9, '123456789012.345678901'],
    [25_000_000n, 6, '25'],
    [-1_500_000n, 6, '-1.5'],
    [7n, 0, '7'],
  ])('%s with %s decimals is "%s", and back', (value, decimals, text) => {
    expect(formatUnits(value, decimals)).toBe(text)
    expect(parseUnits(text, decimals)).toBe(value)
  })

  it('reads the shorthand forms exactly', () => {
    expect(parseUnits('.5', 9)).toBe(500_000_000n)
    expect(parseUnits('2.', 9)).toBe(2_000_000_000n)
    expect(parseUnits('0.100000000000', 9)).toBe(100_000_000n) // zeros past the last decimal carry no value
  })

  it.each(['', '.', 'abc', '1.2.3', '1e9', ' 1', '1,5', '0x10', '--1'])('refuses malformed "%s" with InvalidAmountError', (text) => {
    expect(() => parseUnits(text, 9)).toThrow(InvalidAmountError)
  })

  it('refuses more decimals than the asset has instead of rounding', () => {
    const error = (() => {
      try {
        parseUnits('1.0000001', 6)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(InvalidAmountError)
    expect(error).toMatchObject({ code: 'INVALID_AMOUNT', value: '1.0000001' })
    expect(parseUnits('1.000001', 6)).toBe(1_000_001n)
  })

  it('refuses impossible decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(RangeError)
    expect(() => parseUnits('1', 1.5)).toThrow(RangeError)
  })
})

describe('formatUnits with keepFraction (eip155 writes a whole amount "1.0")', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [10000000000000000000000n, 18, '10000.0'],
    [0n, 18, '0.0'],
    [-1n, 18, '-0.000000000000000001'],
    [42n, 0, '42.0'],
    [100000000n, 8, '1.0'],
    [1000n, 3, '1.0'],
    [1001n, 3, '1.001'],
    [123456789n, 9, '0.123456789'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('(%s, %s) → %s, and back', (value, decimals, text) => {
    expect(formatUnits(value, decimals, { keepFraction: true })).toBe(text)
    expect(parseUnits(text, decimals)).toBe(value)
  })

  it.each(['-', '-.', '1e18', '1 ', '+1', '1_000'])('refuses malformed %j too', (text) => {
    expect(() => parseUnits(text, 18)).toThrow(InvalidAmountError)
  })

  it('reads leading zeros and zeros past the last decimal exactly', () => {
    expect(parseUnits('007.50', 2)).toBe(750n)
    expect(parseUnits('1.2300', 2)).toBe(123n)
    expect(parseUnits('.5', 18)).toBe(500000000000000000n)
    expect(parseUnits('2.', 18)).toBe(2000000000000000000n)
    expect(() => parseUnits('1.5', 0)).toThrow(InvalidAmountError)
    expect(() => formatUnits(1n, Number.NaN)).toThrow(RangeError)
    for (const value of [0n, 1n, 10n ** 18n, 123456789012345678901234567890n, -987654321n]) {
      expect(parseUnits(formatUnits(value, 18, { keepFraction: true }), 18)).toBe(value)
    }
    expect(parseUnits('-0', 18)).toBe(0n)
    expect(parseUnits('42.000', 0)).toBe(42n)
  })
})

