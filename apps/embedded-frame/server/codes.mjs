// One-time codes sent by e-mail: six digits, valid 10 minutes, 5 attempts each, stored as an HMAC under a key
// derived from the master key (./secrets.mjs). Mail goes through ./mailLimits.mjs (per client address, one per
// device and purpose every 30 s, 20 an hour to one address). Wrong codes are counted per e-mail address across
// all devices and per client address (review finding M3): a device id is free, so a per-device count alone
// would let anyone guess on.
import { randomUUID } from 'node:crypto'
import { addressKey } from './clientAddress.mjs'
import { HttpError } from './httpError.mjs'
import { limitMail } from './mailLimits.mjs'
import { DEFAULT_LIMITS, tryAgainIn } from './rateLimit.mjs'
import { codeHashOf, newCode, sameHex } from './secrets.mjs'

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5
export const CODE_MIN_INTERVAL_MS = DEFAULT_LIMITS['mail-device'].windowMs
export const CODES_PER_ADDRESS_PER_HOUR = DEFAULT_LIMITS['mail-address'].max

/** @typedef {'login' | 'update-primary' | 'update-secondary'} CodePurpose */

/** @param {number} retryAfter */
const tooManyAttempts = (retryAfter) => `Too many attempts. Try again in ${tryAgainIn(retryAfter)}.`

/**
 * @param {{ db: import('./db.mjs').Db, mailer: ReturnType<typeof import('./mail.mjs').createMailer>,
 *   limiter: import('./rateLimit.mjs').RateLimiter, now: () => number, appName: string, codeKey: Buffer }} deps
 *   `codeKey`: deriveKey(masterKey, CODE_KEY_LABEL)
 */
export function createCodes({ db, mailer, limiter, now, appName, codeKey }) {
  const subjects = {
    login: `Your ${appName} login code`,
    'update-primary': `Confirm changing your ${appName} e-mail`,
    'update-secondary': `Confirm your new ${appName} e-mail`,
  }
  return {
    /**
     * Mails a new code for `purpose` to `email`.
     * @param {{ projectId: string, purpose: CodePurpose, email: string, deviceId: string, userId?: string, newEmail?: string,
     *   note?: string, ip?: string }} request `note`: a paragraph put before the code line; `ip`: the client's
     *   address when the request has no session
     */
    async issue({ projectId, purpose, email, deviceId, userId, newEmail, note, ip }) {
      await limitMail(limiter, { email, purpose: `code:${projectId}:${purpose}`, deviceId, ip })
      const code = newCode()
      // Only the newest code of a device and purpose counts.
      await db.run('UPDATE codes SET used = TRUE WHERE project_id = $1 AND device_id = $2 AND purpose = $3 AND used = FALSE', [projectId, deviceId, purpose])
      await db.run(
        'INSERT INTO codes (id, project_id, purpose, email, device_id, code_hash, user_id, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
        [randomUUID(), projectId, purpose, email, deviceId, codeHashOf(codeKey, code), userId ?? null, newEmail ?? null, now(), now() + CODE_TTL_MS],
      )
      await mailer.send({
        to: email,
        subject: subjects[purpose],
        body: `${note ? `${note}\n\n` : ''}Your code is ${code}\n\nIt expires in ${CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
      })
    },

    /**
     * Redeems the device's newest code for `purpose`; throws the reason the user should read.
     * @param {{ projectId: string, purpose: CodePurpose, deviceId: string, otp: string, ip?: string }} attempt
     * @returns {Promise<{ email: string, userId: string | null, newEmail: string | null }>}
     */
    async redeem({ projectId, purpose, deviceId, otp, ip }) {
      const row = await db.get('SELECT * FROM codes WHERE project_id = $1 AND device_id = $2 AND purpose = $3 AND used = FALSE ORDER BY created_at DESC LIMIT 1', [
        projectId,
        deviceId,
        purpose,
      ])
      if (!row) throw new HttpError(400, 'No code was requested. Request a new code.')
      if (Number(row.expires_at) <= now()) throw new HttpError(400, 'The code has expired. Request a new code.')
      const email = String(row.email)
      await limiter.check('otp-fail-email', email, tooManyAttempts)
      if (ip) await limiter.check('otp-fail-ip', addressKey(ip), tooManyAttempts)
      // The attempt is counted before the code is compared, in one statement: parallel guesses cannot all slip
      // in under the limit.
      const counted = await db.run('UPDATE codes SET attempts = attempts + 1 WHERE id = $1 AND used = FALSE AND attempts < $2', [String(row.id), CODE_MAX_ATTEMPTS])
      if (counted === 0) throw new HttpError(429, 'Too many attempts. Request a new code.')
      if (!sameHex(codeHashOf(codeKey, otp.trim()), String(row.code_hash))) {
        await limiter.hit('otp-fail-email', email, tooManyAttempts)
        if (ip) await limiter.hit('otp-fail-ip', addressKey(ip), tooManyAttempts)
        throw new HttpError(400, 'Invalid code')
      }
      // Single use, even when the same code arrives twice at once.
      if ((await db.run('UPDATE codes SET used = TRUE WHERE id = $1 AND used = FALSE', [String(row.id)])) === 0) throw new HttpError(400, 'No code was requested. Request a new code.')
      return { email, userId: row.user_id === null ? null : String(row.user_id), newEmail: row.new_email === null ? null : String(row.new_email) }
    },
  }
}

/** @typedef {ReturnType<typeof createCodes>} Codes */
