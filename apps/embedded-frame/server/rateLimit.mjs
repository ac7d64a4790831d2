// Rate limits kept in the database (table rate_limits), so every instance on the same database counts the same
// hits. Each (bucket, key) is a fixed window that opens at the key's first hit: one atomic upsert per hit, and
// the row expires with its window (./purge.mjs removes it).
import { HttpError } from './httpError.mjs'

/**
 * @typedef {{ max: number, windowMs: number }} Limit
 * @typedef {keyof typeof DEFAULT_LIMITS} LimitName
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const DEFAULT_LIMITS = {
  /** Every API call that needs no session, per client address (review finding M4). */
  'api-ip': { max: 120, windowMs: MINUTE },
  /** Reads of the public project config (./projectConfig.mjs) per client address: one per page load is normal. */
  'config-ip': { max: 120, windowMs: MINUTE },
  /** Social and Farcaster logins started per client address: each one is a row for ten minutes. */
  'social-ip': { max: 30, windowMs: 10 * MINUTE },
  /** Mail (codes and device approvals) asked for from one client address. */
  'mail-ip': { max: 30, windowMs: HOUR },
  /** Mail to one address, whichever devices ask (no mail-bombing through us). */
  'mail-address': { max: 20, windowMs: HOUR },
  /** One mail per device, address and purpose every 30 s (the rule the app enforces too, spec §5). */
  'mail-device': { max: 1, windowMs: 30_000 },
  /** Wrong codes for one e-mail address, across all its devices (M3). */
  'otp-fail-email': { max: 10, windowMs: HOUR },
  /** Wrong codes from one client address, whatever the e-mail (M3). */
  'otp-fail-ip': { max: 30, windowMs: HOUR },
  /** The device-approval page, shown or submitted, per client address. */
  'page-ip': { max: 60, windowMs: 10 * MINUTE },
  /** Wallet RPC calls per user: the chain's node behind us is no free proxy for any account (L14). */
  'rpc-user': { max: 600, windowMs: MINUTE },
}

/** A 429 that tells the client when to come back (the server sends it as `Retry-After`). */
export class RateLimitError extends HttpError {
  /** @param {string} message @param {number} retryAfterSeconds */
  constructor(message, retryAfterSeconds) {
    super(429, message)
    this.retryAfter = retryAfterSeconds
  }
}

/** @param {number} ms */
const seconds = (ms) => Math.max(1, Math.ceil(ms / 1000))

/** @param {number} retryAfter seconds */
export const tryAgainIn = (retryAfter) => (retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`)

/**
 * @param {{ db: import('./db.mjs').Db, now: () => number, limits?: Partial<Record<LimitName, Limit>> }} deps
 *   `limits`: replaces defaults by name (tests, or an operator behind a large NAT)
 */
export function createRateLimiter({ db, now, limits = {} }) {
  /** @param {LimitName} bucket @returns {Limit} */
  const limitOf = (bucket) => limits[bucket] ?? DEFAULT_LIMITS[bucket]

  return {
    /**
     * Counts one hit on (bucket, key); over the limit it throws a RateLimitError (the hit still counts, the
     * window does not move).
     * @param {LimitName} bucket
     * @param {string} key
     * @param {(retryAfter: number) => string} [message] what the user reads; default 'Too many requests…'
     */
    async hit(bucket, key, message) {
      const { max, windowMs } = limitOf(bucket)
      const t = now()
      const row = await db.get(
        `INSERT INTO rate_limits (bucket, key, count, window_start, expires_at) VALUES ($1, $2, 1, $3, $4)
         ON CONFLICT (bucket, key) DO UPDATE SET
           count = CASE WHEN rate_limits.expires_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
           window_start = CASE WHEN rate_limits.expires_at <= $3 THEN $3 ELSE rate_limits.window_start END,
           expires_at = CASE WHEN rate_limits.expires_at <= $3 THEN $4 ELSE rate_limits.expires_at END
         RETURNING count, expires_at`,
        [bucket, key, t, t + windowMs],
      )
      if (Number(row?.count) > max) {
        const retryAfter = seconds(Number(row?.expires_at) - t)
        throw new RateLimitError(message ? message(retryAfter) : `Too many requests. Try again in ${tryAgainIn(retryAfter)}.`, retryAfter)
      }
    },

    /**
     * Throws like `hit` when (bucket, key) is already full, without counting: for limits on failures, counted
     * only once the attempt has failed.
     * @param {LimitName} bucket
     * @param {string} key
     * @param {(retryAfter: number) => string} [message]
     */
    async check(bucket, key, message) {
      const { max } = limitOf(bucket)
      const t = now()
      const row = await db.get('SELECT count, expires_at FROM rate_limits WHERE bucket = $1 AND key = $2 AND expires_at > $3', [bucket, key, t])
      if (row && Number(row.count) >= max) {
        const retryAfter = seconds(Number(row.expires_at) - t)
        throw new RateLimitError(message ? message(retryAfter) : `Too many requests. Try again in ${tryAgainIn(retryAfter)}.`, retryAfter)
      }
    },
  }
}

/** @typedef {ReturnType<typeof createRateLimiter>} RateLimiter */
