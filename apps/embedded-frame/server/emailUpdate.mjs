// Changing the e-mail (spec §4): a code to the current address proves the owner, a code to the new address
// proves it is theirs; only then does the address change. The codes are typed into the app's modal, so a hostile
// or compromised app could relay them (review finding H5); hence the first mail names the address the account
// would move to, the old address is told once it moved, with a link that undoes it for a while, and every other
// session of the account ends with the change.
import { HttpError } from './httpError.mjs'
import { hashOf, newToken } from './secrets.mjs'

/** How long the old address can undo a change. */
export const EMAIL_UNDO_TTL_MS = 72 * 60 * 60_000

/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, codes: import('./codes.mjs').Codes,
 *   mailer: ReturnType<typeof import('./mail.mjs').createMailer>, now: () => number, publicUrl: string, appName: string }} deps
 */
export function createEmailUpdate({ db, users, codes, mailer, now, publicUrl, appName }) {
  return {
    /** @param {{ user: import('./users.mjs').User, deviceId: string, newEmail: string, ip?: string }} request */
    async start({ user, deviceId, newEmail, ip }) {
      if (!user.email) throw new HttpError(400, 'This account has no e-mail to change')
      if (newEmail === user.email) throw new HttpError(400, 'This is already your e-mail')
      // Whether another account holds the address is told only at the last step, to someone who proved they
      // read both mailboxes: answering it here would let any account probe who has a wallet (L3).
      const note = `Someone asked to change the e-mail of your ${appName} wallet from ${user.email} to ${newEmail}. Enter this code only if you want your wallet to belong to ${newEmail} from now on.`
      await codes.issue({ projectId: user.projectId, purpose: 'update-primary', email: user.email, deviceId, userId: user.id, newEmail, note, ip })
      return /** @type {const} */ ('VERIFY_PRIMARY_OTP')
    },
    /** @param {{ user: import('./users.mjs').User, deviceId: string, otp: string, ip?: string }} attempt */
    async primary({ user, deviceId, otp, ip }) {
      const { userId, newEmail } = await codes.redeem({ projectId: user.projectId, purpose: 'update-primary', deviceId, otp, ip })
      if (userId !== user.id || !newEmail) throw new HttpError(400, 'Invalid code')
      const note = `Confirm ${newEmail} as the e-mail of a ${appName} wallet (it was ${user.email}).`
      await codes.issue({ projectId: user.projectId, purpose: 'update-secondary', email: newEmail, deviceId, userId: user.id, newEmail, note, ip })
    },
    /**
     * The change itself: the new address is set, every other session ends, the old address gets an undo link.
     * @param {{ user: import('./users.mjs').User, deviceId: string, otp: string, tokenHash: string, ip?: string }} attempt
     */
    async secondary({ user, deviceId, otp, tokenHash, ip }) {
      const { userId, newEmail } = await codes.redeem({ projectId: user.projectId, purpose: 'update-secondary', deviceId, otp, ip })
      if (userId !== user.id || !newEmail || !user.email) throw new HttpError(400, 'Invalid code')
      if (await users.byEmail(user.projectId, newEmail)) throw new HttpError(409, 'This e-mail belongs to another account')
      const undo = newToken()
      await db.transaction(async (tx) => {
        await tx.run('UPDATE users SET email = $1 WHERE project_id = $2 AND id = $3', [newEmail, user.projectId, user.id])
        await tx.run('DELETE FROM sessions WHERE project_id = $1 AND user_id = $2 AND token_hash <> $3', [user.projectId, user.id, tokenHash])
        await tx.run(
          'INSERT INTO email_changes (token_hash, project_id, user_id, old_email, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [hashOf(undo), user.projectId, user.id, user.email, newEmail, now(), now() + EMAIL_UNDO_TTL_MS],
        )
      })
      await mailer.send({
        to: user.email,
        subject: `The e-mail of your ${appName} wallet was changed`,
        body: `The e-mail of your ${appName} wallet was changed from ${user.email} to ${newEmail}, and every other device was signed out.\n\nIf this was not you, undo it within ${EMAIL_UNDO_TTL_MS / 3_600_000} hours — this puts ${user.email} back and signs out every device:\n\n${publicUrl}/email/undo?token=${undo}`,
      })
      return newEmail
    },

    /** What an undo link would undo, while it still can. @param {string} token */
    async pendingUndo(token) {
      const row = await db.get('SELECT * FROM email_changes WHERE token_hash = $1 AND expires_at > $2 AND NOT undone', [hashOf(token), now()])
      return row ? { oldEmail: String(row.old_email), newEmail: String(row.new_email), changedAt: Number(row.created_at) } : undefined
    },

    /**
     * Undoes a change from the old address's link: the old address back (unless another account took it since),
     * every session of the account ended. @param {string} token @returns {Promise<boolean>}
     */
    async undo(token) {
      return db.transaction(async (tx) => {
        const row = await tx.get('SELECT * FROM email_changes WHERE token_hash = $1 AND expires_at > $2 AND NOT undone FOR UPDATE', [hashOf(token), now()])
        if (!row) return false
        const [projectId, userId, oldEmail] = [String(row.project_id), String(row.user_id), String(row.old_email)]
        const taken = await tx.get('SELECT id FROM users WHERE project_id = $1 AND email = $2 AND id <> $3', [projectId, oldEmail, userId])
        if (taken) return false
        await tx.run('UPDATE email_changes SET undone = TRUE WHERE token_hash = $1', [hashOf(token)])
        await tx.run('UPDATE users SET email = $1 WHERE project_id = $2 AND id = $3', [oldEmail, projectId, userId])
        await tx.run('DELETE FROM sessions WHERE project_id = $1 AND user_id = $2', [projectId, userId])
        return true
      })
    },
  }
}
