/**
 * Exact decimal ⇄ smallest-unit conversion on bigint (wei ⇄ ether, lamports ⇄ SOL, raw ⇄ whole tokens), for every
 * adapter's codec. No floats and no SDK: an 18-decimal amount round-trips exactly, and the first bundle carries no
 * chain library for it.
 */
import { InvalidAmountError } from '../../errors/invalidAmount'

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new RangeError(`Invalid decimals: ${decimals} (expected an integer from 0 to 255).`)
}

/**
 * (1500000000n, 9) → "1.5". A whole amount has no fraction ("1"), unless `keepFraction` asks for one ("1.0", the
 * ethers convention eip155 keeps).
 */
export function formatUnits(value: bigint, decimals: number, { keepFraction = false }: { keepFraction?: boolean } = {}): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '') || (keepFraction ? '0' : '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * "1.5", ".5", "2.", "-0.1" → smallest units. Throws InvalidAmountError on anything else (exponents, spaces,
 * separators, empty input) and when the value has more significant decimals than `decimals`: rounding an amount is
 * never right.
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
