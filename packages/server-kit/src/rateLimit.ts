/**
 * A fixed-window counter per client IP, for unauthenticated endpoints (an on-ramp session spends the dapp's provider
 * quota; a name registration an RPC call and database writes): each IP gets `max` requests per `windowMs`. In memory,
 * per process: behind several instances each counts alone, which still bounds one client to `max` × instances.
 */
export interface RateLimitOptions {
  /** Defaults to 60 000 ms. */
  windowMs: number
  /** Requests per window and IP. Defaults to 60. */
  max: number
}

/** Beyond this many tracked IPs, expired windows are swept before a new one is added. */
const SWEEP_AT = 10_000

export function createRateLimiter({ windowMs, max }: RateLimitOptions, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    /** Counts one request; `retryAfterMs` is set when it is over the limit. */
    take(key: string): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const t = now()
      let w = windows.get(key)
      if (!w || w.resetAt <= t) {
        if (windows.size >= SWEEP_AT) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k)
        w = { count: 0, resetAt: t + windowMs }
        windows.set(key, w)
      }
      w.count += 1
      return w.count <= max ? { allowed: true } : { allowed: false, retryAfterMs: w.resetAt - t }
    },
  }
}
