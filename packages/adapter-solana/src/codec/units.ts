/**
 * Exact decimal ⇄ smallest-unit conversion on bigint (lamports ⇄ SOL, raw ⇄ whole tokens). No floats: a 9-decimal
 * SOL amount or an 18-decimal token amount round-trips exactly.
 */
import { InvalidAmountError } from '../errors'

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid decimals: ${decimals} (expected an integer from 0 to 255).`)
}

/** (1500000000n, 9) → "1.5"; whole amounts have no fraction: (1000000000n, 9) → "1". */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * "1.5", ".5", "2." → smallest units. Throws InvalidAmountError on anything else (exponents, spaces, separators,
 * empty input) and when the value has more significant decimals than `decimals`: rounding an amount is never right.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = DECIMAL.exec(value)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || (whole === '' && fraction === '')) throw new InvalidAmountError({ value, decimals, reason: 'malformed' })
  if (/[^0]/.test(fraction.slice(decimals))) throw new InvalidAmountError({ value, decimals, reason: 'too-precise' })
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  return match[1] ? -units : units
}
