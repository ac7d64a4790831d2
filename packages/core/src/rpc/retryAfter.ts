/** How long a rate-limited endpoint asked to be left alone (RFC 9110 `Retry-After`). */
import { RPC_RETRY_AFTER_MAX_MS } from '../constants'

/**
 * Milliseconds from `now`, for delay-seconds or an HTTP date; undefined when absent or unreadable. Capped, so a
 * misconfigured endpoint cannot take itself out of the ranking for hours.
 */
export function retryAfterMs(header: string | null, now: number, maxMs = RPC_RETRY_AFTER_MAX_MS): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(ms, 0), maxMs)
}
