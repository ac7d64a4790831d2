import { InvalidAmountError } from '@latch/core'
import { expect, it } from 'vitest'
import { formatUnits, parseUnits } from './units'

// The conversion is core's (adapters/kit/units.test.ts); eip155 only keeps a fraction on whole amounts.
it('writes whole eip155 amounts as "1.0", as ethers does, and parses with core’s rules', () => {
  expect(formatUnits(10n ** 18n, 18)).toBe('1.0')
  expect(formatUnits(1500000000000000000n, 18)).toBe('1.5')
  expect(parseUnits('1.5', 18)).toBe(1500000000000000000n)
  expect(() => parseUnits('0.0000000000000000001', 18)).toThrow(InvalidAmountError)
})
