/** Exact arithmetic on decimal strings ('12.5' + '0.25'): fiat amounts never go through floating point. */

const DECIMAL = /^\d+(\.\d+)?$/

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value)
}

function parts(value: string): { int: bigint; scale: number } {
  if (!isDecimal(value)) throw new Error(`not a decimal amount: ${value}`)
  const [whole = '0', fraction = ''] = value.split('.')
  return { int: BigInt(whole + fraction), scale: fraction.length }
}

function render(int: bigint, scale: number): string {
  const negative = int < 0n
  const digits = (negative ? -int : int).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = scale ? digits.slice(-scale).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

function combine(a: string, b: string, sign: 1n | -1n): string {
  const x = parts(a)
  const y = parts(b)
  const scale = Math.max(x.scale, y.scale)
  const int = x.int * 10n ** BigInt(scale - x.scale) + sign * y.int * 10n ** BigInt(scale - y.scale)
  return render(int, scale)
}

export const addDecimal = (a: string, b: string): string => combine(a, b, 1n)
export const subtractDecimal = (a: string, b: string): string => combine(a, b, -1n)

/** A provider's JSON number (MoonPay, Transak send amounts as numbers) as a decimal string, without exponent notation. */
export function decimalOf(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new Error(`not an amount: ${value}`)
  // String() gives the shortest text that reads back as the same number ('288.37'), but small ones as '1.23e-7'.
  const [mantissa = '0', exponent] = String(value).split('e')
  if (exponent === undefined) return mantissa
  const { int, scale } = parts(mantissa)
  const shift = Number(exponent)
  return shift >= scale ? (int * 10n ** BigInt(shift - scale)).toString() : render(int, scale - shift)
}
