import { describe, expect, it } from 'vitest'
import { addDecimal, decimalOf, isDecimal, subtractDecimal } from './decimal'

describe('decimal strings', () => {
  it('adds and subtracts exactly, whatever the scales', () => {
    expect(addDecimal('3.99', '0.01')).toBe('4')
    expect(addDecimal('0.1', '0.2')).toBe('0.3')
    expect(subtractDecimal('100', '2.49')).toBe('97.51')
    expect(subtractDecimal('1', '1.5')).toBe('-0.5')
  })

  it('renders provider numbers without exponents and refuses what is not an amount', () => {
    expect(decimalOf(0.00000123)).toBe('0.00000123')
    expect(decimalOf(1.5e21)).toBe('1500000000000000000000')
    expect(decimalOf(288.37)).toBe('288.37')
    expect(decimalOf(0)).toBe('0')
    expect(() => decimalOf(Number.NaN)).toThrow('not an amount')
    expect(isDecimal('1e3')).toBe(false)
    expect(() => addDecimal('1e3', '1')).toThrow('not a decimal amount')
  })
})
