/**
 * Exact decimal ⇄ smallest-unit conversion on bigint (wei ⇄ ether, …).
 *
 * Written here instead of importing ethers' helpers so the eager bundle stays free of ethers; floats
 * are never involved, so 18-decimal amounts round-trip exactly.
 */

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    throw new RangeError(`Invalid decimals: ${decimals} (expected an integer from 0 to 255).`)
  }
}

/** Formats smallest units as a decimal string: (1500000000000000000n, 18) → "1.5", whole values keep ".0". */
export function formatUnits(value: bigint, decimals: number): string {
  assertDecimals(decimals)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  // Trailing zeros carry no value; keep one so the result always reads as a decimal (ethers' convention).
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '') || '0'
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/**
 * Parses a plain decimal string ("1.5", ".5", "2.", "-0.1") into smallest units. Throws a SyntaxError on
 * anything else (exponents, spaces, separators, empty input) and a RangeError when the string has more
 * significant fractional digits than `decimals` — silently rounding someone's amount is never right.
 */
export function parseUnits(value: string, decimals: number): bigint {
  assertDecimals(decimals)
  const match = DECIMAL.exec(value)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  if (!match || (whole === '' && fraction === '')) {
    throw new SyntaxError(`Invalid decimal number: "${value}".`)
  }
  const kept = fraction.slice(0, decimals)
  if (/[^0]/.test(fraction.slice(decimals))) {
    throw new RangeError(`"${value}" has more than ${decimals} decimal places.`)
  }
  const units = BigInt(`${whole || '0'}${kept.padEnd(decimals, '0')}`)
  return match[1] ? -units : units
}
