// E-mail login (spec §4 "E-mail login steps"): a known user on a device they have not used gets a
// device-approval link first (VERIFY_DEVICE), then a code; a new user or a known device gets the code at once
// (VERIFY_OTP); a device that still holds a live session for that address needs nothing (CONNECT).
// The link opens a page that shows who asks (browser, site, address, time) and approves only when the user
// presses Approve (a POST): mail scanners that fetch links approve nothing (review finding M1).
import { HttpError } from './httpError.mjs'
import { limitMail } from './mailLimits.mjs'
import { hashOf, newToken } from './secrets.mjs'

export const DEVICE_APPROVAL_TTL_MS = 15 * 60_000
/** How often a waiting device looks at its approval row (one indexed lookup each time). */
export const DEVICE_POLL_MS = 500
const MAX_USER_AGENT = 512

/**
 * @typedef {{ email: string, createdAt: number, userAgent: string | null, appOrigin: string | null, ip: string | null }} PendingApproval
 */

/** @param {number} ms @param {AbortSignal | undefined} signal */
const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve(undefined)
    }
    signal?.addEventListener('abort', done, { once: true })
  })

/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, codes: import('./codes.mjs').Codes,
 *   limiter: import('./rateLimit.mjs').RateLimiter, mailer: ReturnType<typeof import('./mail.mjs').createMailer>,
 *   now: () => number, publicUrl: string, appName: string, isAppOrigin: (projectId: string, origin: string) => boolean }} deps
 *   `isAppOrigin`: whether `origin` is one of the project's allowed origins (only such a site is named on the
 *   approval page)
 */
export function createEmailLogin({ db, users, codes, limiter, mailer, now, publicUrl, appName, isAppOrigin }) {
  /** @param {string} token @returns {Promise<PendingApproval | undefined>} */
  async function pending(token) {
    const row = await db.get('SELECT email, created_at, user_agent, app_origin, ip FROM device_approvals WHERE token_hash = $1 AND expires_at > $2 AND approved = FALSE', [
      hashOf(token),
      now(),
    ])
    if (!row) return undefined
    /** @param {import('./db.mjs').SqlValue | undefined} v */
    const text = (v) => (v === null || v === undefined ? null : String(v))
    return { email: String(row.email), createdAt: Number(row.created_at), userAgent: text(row.user_agent), appOrigin: text(row.app_origin), ip: text(row.ip) }
  }

  return {
    /**
     * @param {{ projectId: string, email: string, deviceId: string, token?: string, ip: string, userAgent?: string, appOrigin?: string }} request
     * @returns {Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'>}
     */
    async start({ projectId, email, deviceId, token, ip, userAgent, appOrigin }) {
      const current = await users.session(projectId, token)
      if (current && current.user.email === email && current.deviceId === deviceId) return 'CONNECT'
      const user = await users.byEmail(projectId, email)
      if (user && !(await users.deviceApproved(projectId, user.id, deviceId))) {
        // The same limits as codes (review finding M2).
        await limitMail(limiter, { email, purpose: `approval:${projectId}`, deviceId, ip })
        const approval = newToken()
        const site = appOrigin && isAppOrigin(projectId, appOrigin) ? appOrigin : null
        await db.run('DELETE FROM device_approvals WHERE project_id = $1 AND device_id = $2 AND user_id = $3', [projectId, deviceId, user.id])
        await db.run(
          `INSERT INTO device_approvals (token_hash, project_id, device_id, user_id, email, created_at, expires_at, user_agent, app_origin, ip)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [hashOf(approval), projectId, deviceId, user.id, email, now(), now() + DEVICE_APPROVAL_TTL_MS, userAgent?.slice(0, MAX_USER_AGENT) ?? null, site, ip],
        )
        await mailer.send({
          to: email,
          subject: `Approve a new device for ${appName}`,
          body: `Someone is logging in to your ${appName} wallet from a new device. Open this link to see the device and approve it if it is yours:\n\n${publicUrl}/device/approve?token=${approval}\n\nThe link expires in ${DEVICE_APPROVAL_TTL_MS / 60_000} minutes. If it is not you, ignore this e-mail.`,
        })
        return 'VERIFY_DEVICE'
      }
      await codes.issue({ projectId, purpose: 'login', email, deviceId, userId: user?.id, ip })
      return 'VERIFY_OTP'
    },

    /** What the approval page shows for the link's token; undefined once used or expired. */
    pending,

    /** The approval page's Approve button (a POST). @param {string} token @returns {Promise<boolean>} whether it approved a device */
    async approve(token) {
      // One statement marks it approved, so two presses (or two instances) approve once.
      const row = await db.get('UPDATE device_approvals SET approved = TRUE WHERE token_hash = $1 AND expires_at > $2 AND approved = FALSE RETURNING project_id, user_id, device_id', [
        hashOf(token),
        now(),
      ])
      if (!row) return false
      await users.approveDevice(String(row.project_id), String(row.user_id), String(row.device_id))
      return true
    },

    /**
     * Waits (at most `waitMs`) for the device to be approved, then mails the login code.
     * @param {{ projectId: string, deviceId: string, waitMs: number, signal?: AbortSignal }} request
     */
    async waitForDevice({ projectId, deviceId, waitMs, signal }) {
      // Real time, not the clock rows expire by (which tests may hold still).
      const deadline = performance.now() + waitMs
      for (;;) {
        const row = await db.get(
          'SELECT token_hash, approved, email, user_id FROM device_approvals WHERE project_id = $1 AND device_id = $2 AND expires_at > $3 ORDER BY expires_at DESC LIMIT 1',
          [projectId, deviceId, now()],
        )
        if (!row) throw new HttpError(400, 'No device approval is pending. Enter your e-mail again.')
        if (row.approved === true) {
          // Whoever deletes the row mails the code: two waiting requests do not send two.
          if ((await db.run('DELETE FROM device_approvals WHERE token_hash = $1', [String(row.token_hash)])) === 0) return
          await codes.issue({ projectId, purpose: 'login', email: String(row.email), deviceId, userId: String(row.user_id) })
          return
        }
        if (performance.now() >= deadline || signal?.aborted) throw new HttpError(408, 'The device has not been approved yet')
        await sleep(Math.min(DEVICE_POLL_MS, Math.max(0, deadline - performance.now())), signal)
      }
    },

    /**
     * Redeems a login code: the user (created on first login, with a new key) gets a session on this device.
     * `deviceKey`: the device's approval key, registered with the session (./approvals.mjs).
     * @param {{ projectId: string, deviceId: string, otp: string, ip?: string, deviceKey?: string }} attempt
     * @returns {Promise<{ token: string, user: import('./users.mjs').User }>}
     */
    async verify({ projectId, deviceId, otp, ip, deviceKey }) {
      const { email, userId } = await codes.redeem({ projectId, purpose: 'login', deviceId, otp, ip })
      const user = (userId ? await users.byId(projectId, userId) : await users.byEmail(projectId, email)) ?? (await users.create(projectId, { email }))
      await users.approveDevice(projectId, user.id, deviceId)
      return { token: await users.startSession(projectId, user.id, deviceId, deviceKey), user }
    },
  }
}
