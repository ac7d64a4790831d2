import { describe, expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units'

describe('formatUnits', () => {
  it.each([
    [1500000000000000000n, 18, '1.5'],
    [10000000000000000000000n, 18, '10000.0'],
    [0n, 18, '0.0'],
    [1n, 18, '0.000000000000000001'],
    [-1n, 18, '-0.000000000000000001'],
    [-1500000000000000000n, 18, '-1.5'],
    [123456789n, 9, '0.123456789'],
    [100000000n, 8, '1.0'],
    [42n, 0, '42.0'],
    [1000n, 3, '1.0'],
    [1001n, 3, '1.001'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
  ])('(%s, %s) → %s', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })

  it('rejects impossible decimals', () => {
    expect(() => formatUnits(1n, -1)).toThrow(RangeError)
    expect(() => formatUnits(1n, 1.5)).toThrow(RangeError)
    expect(() => formatUnits(1n, Number.NaN)).toThrow(RangeError)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1.5', 18, 1500000000000000000n],
    ['1', 18, 1000000000000000000n],
    ['10000.0', 18, 10000000000000000000000n],
    ['.5', 18, 500000000000000000n],
    ['2.', 18, 2000000000000000000n],
    ['0', 18, 0n],
    ['-0', 18, 0n],
    ['-0.1', 18, -100000000000000000n],
    ['0.000000000000000001', 18, 1n],
    ['007.50', 2, 750n],
    ['1.2300', 2, 123n],
    ['42', 0, 42n],
    ['42.000', 0, 42n],
    ['0.123456789', 9, 123456789n],
  ])('(%s, %s) → %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it.each(['', '.', '-', '-.', '1.2.3', '1e18', ' 1', '1 ', '1,5', '+1', '0x10', 'abc', '1_000'])(
    'rejects malformed %j',
    (value) => {
      expect(() => parseUnits(value, 18)).toThrow(SyntaxError)
    },
  )

  it('refuses to round away significant digits', () => {
    expect(() => parseUnits('0.0000000000000000001', 18)).toThrow(RangeError)
    expect(() => parseUnits('1.5', 0)).toThrow(RangeError)
  })

  it('round-trips with formatUnits', () => {
    for (const value of [0n, 1n, 10n ** 18n, 123456789012345678901234567890n, -987654321n]) {
      expect(parseUnits(formatUnits(value, 18), 18)).toBe(value)
    }
  })
})
