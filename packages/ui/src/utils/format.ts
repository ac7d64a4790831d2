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
  let text: string
  try {
    text = new Intl.NumberFormat(locale, fraction).format(n)
  } catch {
    text = new Intl.NumberFormat('en', fraction).format(n)
  }
  return `${text} ${symbol ?? ''}`.trim()
}
