/** Display formatting shared by buttons and views. */

/** "0xf39Fd6e5…" → "0xf39F…2266": keeps the start and the end people compare. */
export function shortAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

/**
 * A whole-unit decimal string for people: grouped, two decimals from 1 up, more for dust so a small
 * balance does not read as zero. Display only; amounts for transactions never pass through here.
 */
export function formatBalance(value: string | undefined, symbol: string | undefined, locale?: string): string {
  if (value === undefined) return ''
  const n = Number(value)
  if (!Number.isFinite(n)) return `${value} ${symbol ?? ''}`.trim()
  const fraction = n !== 0 && Math.abs(n) < 1 ? { minimumFractionDigits: 2, maximumFractionDigits: 6 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  return `${formatNumber(n, locale, fraction)} ${symbol ?? ''}`.trim()
}

/** A number in the modal's locale, in English where the runtime does not know the locale. */
export function formatNumber(value: number, locale: string | undefined, options: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(locale, options).format(value)
  } catch {
    return new Intl.NumberFormat('en', options).format(value)
  }
}

/** A USD value in the modal's locale ("$1,234.56"); under a cent shows as "<$0.01" rather than "$0.00". */
export function formatUsd(value: number, locale?: string): string {
  const format = (l: string | undefined) => new Intl.NumberFormat(l, { style: 'currency', currency: 'USD' })
  let f: Intl.NumberFormat
  try {
    f = format(locale)
  } catch {
    f = format('en')
  }
  return value > 0 && value < 0.01 ? `<${f.format(0.01)}` : f.format(value)
}
