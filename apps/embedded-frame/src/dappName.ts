/**
 * The name the app gives itself (SYNC_DAPP_DATA), made safe to print next to the verified origin
 * (review L15): no characters that reorder or hide text, one line, and short enough that it cannot push
 * the origin off the screen. It is still only a claim; the screen shows it after the origin.
 */
export const MAX_DAPP_NAME = 64

// Controls, format characters (bidi overrides and isolates, zero-width), private-use and unassigned.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu
const BREAKS = /[\t\n\v\f\r\p{Zl}\p{Zp}]/gu

export function dappNameOf(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const clean = name.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim()
  const chars = Array.from(clean)
  if (!chars.length) return undefined
  return chars.length > MAX_DAPP_NAME ? `${chars.slice(0, MAX_DAPP_NAME - 1).join('')}…` : clean
}
