/** Number and text formatting for the approval screen: exact (no rounding), nothing hidden. */

export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / base}${fraction ? `.${fraction}` : ''}`
}

/** A raw token amount; the largest value of its type is the conventional "no limit". */
export function rawAmount(value: bigint, bits = 256): string {
  return value === (1n << BigInt(bits)) - 1n ? `Unlimited (${value})` : `${value}`
}

// Date's range ends at 8.64e15 ms; past that (and at the type's maximum) a deadline is "never".
const LAST_DATE_S = 8_640_000_000_000n

/** A Unix time in seconds, with its UTC date. */
export function timestamp(value: bigint, bits = 256): string {
  if (value === (1n << BigInt(bits)) - 1n || value > LAST_DATE_S) return `Never (${value})`
  return `${value} (${new Date(Number(value) * 1000).toISOString()})`
}

// Characters that draw nothing or reorder what follows: controls, format characters (bidi overrides
// and isolates, zero-width joiners, tag characters), line/paragraph separators, private-use, unassigned.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]/gu

/** Text with every invisible or direction-changing character written out as ⟨U+XXXX⟩ (newline and tab kept). */
export function visibleText(text: string): { text: string; escaped: boolean } {
  let escaped = false
  const shown = text.replace(INVISIBLE, (c) => {
    if (c === '\n' || c === '\t') return c
    escaped = true
    return `⟨U+${(c.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}⟩`
  })
  return { text: shown, escaped }
}

/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
export function utf8Of(hex: string): string | undefined {
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}
