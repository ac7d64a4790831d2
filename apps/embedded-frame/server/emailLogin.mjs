// E-mail login (spec §4 "E-mail login steps"): a known user on a device they have not used gets a
// device-approval link first (VERIFY_DEVICE), then a code; a new user or a known device gets the code at once
// (VERIFY_OTP); a device that still holds a live session for that address needs nothing (CONNECT).
import { HttpError } from './httpError.mjs'
import { hashOf, newToken } from './secrets.mjs'

export const DEVICE_APPROVAL_TTL_MS = 15 * 60_000
const DEVICE_POLL_MS = 200

/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, codes: import('./codes.mjs').Codes,
 *   mailer: ReturnType<typeof import('./mail.mjs').createMailer>, now: () => number, publicUrl: string, appName: string }} deps
 */
export function createEmailLogin({ db, users, codes, mailer, now, publicUrl, appName }) {
  return {
    /**
     * @param {{ email: string, deviceId: string, token?: string }} request
     * @returns {Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>}
     */
    async start({ email, deviceId, token }) {
      const current = users.session(token)
      if (current && current.user.email === email && current.deviceId === deviceId) return 'CONNECT'
      const user = users.byEmail(email)
      if (user && !users.deviceApproved(user.id, deviceId)) {
        const approval = newToken()
        db.run('DELETE FROM device_approvals WHERE device_id = ? AND user_id = ?', [deviceId, user.id])
        db.run('INSERT INTO device_approvals (token_hash, device_id, user_id, email, expires_at) VALUES (?, ?, ?, ?, ?)', [
          hashOf(approval),
          deviceId,
          user.id,
          email,
          now() + DEVICE_APPROVAL_TTL_MS,
        ])
        await mailer.send({
          to: email,
          subject: `Approve a new device for ${appName}`,
          body: `Someone is logging in to your ${appName} wallet from a new device. If it is you, approve it:\n\n${publicUrl}/device/approve?token=${approval}\n\nThe link expires in ${DEVICE_APPROVAL_TTL_MS / 60_000} minutes.`,
        })
        return 'VERIFY_DEVICE'
      }
      await codes.issue({ purpose: 'login', email, deviceId, userId: user?.id })
      return 'VERIFY_OTP'
    },

    /** The link in the device e-mail. @param {string} token @returns {boolean} whether it approved a device */
    approve(token) {
      const row = db.get('SELECT * FROM device_approvals WHERE token_hash = ? AND expires_at > ? AND approved = 0', [hashOf(token), now()])
      if (!row) return false
      db.run('UPDATE device_approvals SET approved = 1 WHERE token_hash = ?', [String(row.token_hash)])
      users.approveDevice(String(row.user_id), String(row.device_id))
      return true
    },

    /**
     * Waits (at most `waitMs`) for the device to be approved, then mails the login code.
     * @param {{ deviceId: string, waitMs: number, signal?: AbortSignal }} request
     */
    async waitForDevice({ deviceId, waitMs, signal }) {
      const deadline = now() + waitMs
      for (;;) {
        const row = db.get('SELECT * FROM device_approvals WHERE device_id = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1', [deviceId, now()])
        if (!row) throw new HttpError(400, 'No device approval is pending. Enter your e-mail again.')
        if (Number(row.approved) === 1) {
          db.run('DELETE FROM device_approvals WHERE token_hash = ?', [String(row.token_hash)])
          await codes.issue({ purpose: 'login', email: String(row.email), deviceId, userId: String(row.user_id) })
          return
        }
        if (now() >= deadline || signal?.aborted) throw new HttpError(408, 'The device has not been approved yet')
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
    },

    /**
     * Redeems a login code: the user (created on first login, with a new key) gets a session on this device.
     * @param {{ deviceId: string, otp: string }} attempt
     * @returns {{ token: string, user: import('./users.mjs').User }}
     */
    verify({ deviceId, otp }) {
      const { email, userId } = codes.redeem({ purpose: 'login', deviceId, otp })
      const user = (userId ? users.byId(userId) : users.byEmail(email)) ?? users.create({ email })
      users.approveDevice(user.id, deviceId)
      return { token: users.startSession(user.id, deviceId), user }
    },
  }
}
