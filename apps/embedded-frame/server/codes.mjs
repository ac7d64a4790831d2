// One-time codes sent by e-mail: six digits, valid 10 minutes, 5 attempts, stored hashed. A device gets no
// new code for the same address and purpose within 30 s of its last (the rule the app enforces too, spec §5),
// and no address gets more than 20 codes an hour, whichever devices ask (no mail-bombing through us).
import { randomUUID } from 'node:crypto'
import { HttpError } from './httpError.mjs'
import { hashOf, matchesHash, newCode } from './secrets.mjs'

export const CODE_TTL_MS = 10 * 60_000
export const CODE_MIN_INTERVAL_MS = 30_000
export const CODE_MAX_ATTEMPTS = 5
export const CODES_PER_ADDRESS_PER_HOUR = 20

/** @typedef {'login' | 'update-primary' | 'update-secondary'} CodePurpose */

/**
 * @param {{ db: import('./db.mjs').Db, mailer: ReturnType<typeof import('./mail.mjs').createMailer>, now: () => number, appName: string }} deps
 */
export function createCodes({ db, mailer, now, appName }) {
  const subjects = {
    login: `Your ${appName} login code`,
    'update-primary': `Confirm changing your ${appName} e-mail`,
    'update-secondary': `Confirm your new ${appName} e-mail`,
  }
  return {
    /**
     * Mails a new code for `purpose` to `email`.
     * @param {{ purpose: CodePurpose, email: string, deviceId: string, userId?: string, newEmail?: string }} request
     */
    async issue({ purpose, email, deviceId, userId, newEmail }) {
      const last = db.get('SELECT created_at FROM codes WHERE email = ? AND purpose = ? AND device_id = ? ORDER BY created_at DESC LIMIT 1', [email, purpose, deviceId])
      const waited = last ? now() - Number(last.created_at) : Number.POSITIVE_INFINITY
      if (waited < CODE_MIN_INTERVAL_MS) throw new HttpError(429, `Please try again after ${Math.ceil((CODE_MIN_INTERVAL_MS - waited) / 1000)} seconds`)
      const recent = Number(db.get('SELECT COUNT(*) AS n FROM codes WHERE email = ? AND created_at > ?', [email, now() - 3_600_000])?.n ?? 0)
      if (recent >= CODES_PER_ADDRESS_PER_HOUR) throw new HttpError(429, 'Too many codes were sent to this address. Try again later.')
      const code = newCode()
      // Only the newest code of a device and purpose counts.
      db.run('UPDATE codes SET used = 1 WHERE device_id = ? AND purpose = ? AND used = 0', [deviceId, purpose])
      db.run(
        'INSERT INTO codes (id, purpose, email, device_id, code_hash, user_id, new_email, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), purpose, email, deviceId, hashOf(code), userId ?? null, newEmail ?? null, now(), now() + CODE_TTL_MS],
      )
      await mailer.send({
        to: email,
        subject: subjects[purpose],
        body: `Your code is ${code}\n\nIt expires in ${CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail.`,
      })
    },

    /**
     * Redeems the device's newest code for `purpose`; throws the reason the user should read.
     * @param {{ purpose: CodePurpose, deviceId: string, otp: string }} attempt
     * @returns {{ email: string, userId: string | null, newEmail: string | null }}
     */
    redeem({ purpose, deviceId, otp }) {
      const row = db.get('SELECT * FROM codes WHERE device_id = ? AND purpose = ? AND used = 0 ORDER BY created_at DESC LIMIT 1', [deviceId, purpose])
      if (!row) throw new HttpError(400, 'No code was requested. Request a new code.')
      if (Number(row.expires_at) <= now()) throw new HttpError(400, 'The code has expired. Request a new code.')
      if (Number(row.attempts) >= CODE_MAX_ATTEMPTS) throw new HttpError(429, 'Too many attempts. Request a new code.')
      if (!matchesHash(otp.trim(), String(row.code_hash))) {
        db.run('UPDATE codes SET attempts = attempts + 1 WHERE id = ?', [String(row.id)])
        throw new HttpError(400, 'Invalid code')
      }
      db.run('UPDATE codes SET used = 1 WHERE id = ?', [String(row.id)])
      return { email: String(row.email), userId: row.user_id === null ? null : String(row.user_id), newEmail: row.new_email === null ? null : String(row.new_email) }
    },
  }
}

/** @typedef {ReturnType<typeof createCodes>} Codes */
