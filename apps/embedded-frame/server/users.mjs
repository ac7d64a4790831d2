// Users, their keys and their sessions. Every user belongs to one project (H4): each lookup names it.
import { randomUUID } from 'node:crypto'
import { Wallet } from 'ethers'
import { openKey, sealKey } from './custody.mjs'
import { hashOf, newToken } from './secrets.mjs'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000
/** A session nobody used for this long is over, whatever its age (L2). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000
/** A token older than this is replaced by a new one the next time the frame checks its session (L2). */
export const SESSION_ROTATE_MS = 24 * 60 * 60_000
/** last_used_at is written at most this often per session: a read stays a read. */
const TOUCH_EVERY_MS = 60_000

/**
 * `accountType`: the account the user chose; a smart account is used only on chains with a bundler.
 * @typedef {'eoa' | 'smartAccount'} AccountType
 * `avatarUrl`: the profile picture a login reported (https only).
 * @typedef {{ id: string, projectId: string, email: string | null, subject: string | null, userName: string | null, avatarUrl: string | null, address: string, accountType: AccountType }} User
 */

/** @param {import('./db.mjs').Row} row @returns {User} */
const toUser = (row) => ({
  id: String(row.id),
  projectId: String(row.project_id),
  email: row.email === null ? null : String(row.email),
  subject: row.subject === null ? null : String(row.subject),
  userName: row.user_name === null ? null : String(row.user_name),
  avatarUrl: row.avatar_url === null || row.avatar_url === undefined ? null : String(row.avatar_url),
  address: String(row.address),
  accountType: row.account_type === 'smartAccount' ? 'smartAccount' : 'eoa',
})

/**
 * @param {{ db: import('./db.mjs').Db, masterKey: Buffer, now: () => number }} deps
 */
export function createUsers({ db, masterKey, now }) {
  /** A new user with a new key (created here, sealed at once). @param {string} projectId @param {{ email?: string, subject?: string, userName?: string, avatarUrl?: string }} who */
  async function create(projectId, who) {
    const id = randomUUID()
    const wallet = Wallet.createRandom()
    const sealed = sealKey(masterKey, id, wallet.privateKey)
    await db.run('INSERT INTO users (id, project_id, email, subject, user_name, avatar_url, address, key_iv, key_ciphertext, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)', [
      id,
      projectId,
      who.email ?? null,
      who.subject ?? null,
      who.userName ?? null,
      who.avatarUrl ?? null,
      wallet.address,
      sealed.iv,
      sealed.ciphertext,
      now(),
    ])
    return /** @type {User} */ (await byId(projectId, id))
  }

  /** @param {string} projectId @param {string} id */
  async function byId(projectId, id) {
    const row = await db.get('SELECT * FROM users WHERE project_id = $1 AND id = $2', [projectId, id])
    return row ? toUser(row) : undefined
  }

  return {
    create,
    byId,
    /** @param {string} projectId @param {string} email */
    async byEmail(projectId, email) {
      const row = await db.get('SELECT * FROM users WHERE project_id = $1 AND email = $2', [projectId, email])
      return row ? toUser(row) : undefined
    },
    /**
     * The user behind a social account, created on first login. `linkByEmail`: the provider is trusted to have
     * verified the e-mail it asserts, so an account registered with that address by e-mail login is this one
     * (L1); otherwise a provider's claim never reaches an existing account.
     * @param {string} projectId @param {{ subject: string, email?: string, userName?: string, avatarUrl?: string, linkByEmail?: boolean }} who
     */
    async forSubject(projectId, who) {
      const row = await db.get('SELECT * FROM users WHERE project_id = $1 AND subject = $2', [projectId, who.subject])
      if (row) {
        if (who.userName) await db.run('UPDATE users SET user_name = $1 WHERE id = $2', [who.userName, String(row.id)])
        if (who.avatarUrl !== undefined) await db.run('UPDATE users SET avatar_url = $1 WHERE id = $2', [who.avatarUrl, String(row.id)])
        return /** @type {User} */ (await byId(projectId, String(row.id)))
      }
      // An e-mail already registered by e-mail login belongs to that user; the social account is linked to it.
      const byMail = who.email ? await db.get('SELECT * FROM users WHERE project_id = $1 AND email = $2', [projectId, who.email]) : undefined
      if (byMail && byMail.subject === null && who.linkByEmail === true) {
        await db.run('UPDATE users SET subject = $1, user_name = $2 WHERE id = $3', [who.subject, who.userName ?? null, String(byMail.id)])
        return /** @type {User} */ (await byId(projectId, String(byMail.id)))
      }
      return create(projectId, { subject: who.subject, userName: who.userName, avatarUrl: who.avatarUrl, email: byMail ? undefined : who.email })
    },
    /** @param {string} projectId @param {string} id @param {string} email */
    async setEmail(projectId, id, email) {
      await db.run('UPDATE users SET email = $1 WHERE project_id = $2 AND id = $3', [email, projectId, id])
    },
    /** @param {string} projectId @param {string} id @param {AccountType} type */
    async setAccountType(projectId, id, type) {
      await db.run('UPDATE users SET account_type = $1 WHERE project_id = $2 AND id = $3', [type, projectId, id])
    },
    /** The user's signer: the key is opened for this call only. @param {string} projectId @param {string} id */
    async signer(projectId, id) {
      const row = await db.get('SELECT key_iv, key_ciphertext FROM users WHERE project_id = $1 AND id = $2', [projectId, id])
      if (!row) throw new Error('Unknown user')
      return new Wallet(openKey(masterKey, id, { iv: String(row.key_iv), ciphertext: String(row.key_ciphertext) }))
    },
    /**
     * `deviceKey`: the device's approval key (./approvals.mjs), without which the session signs nothing.
     * @param {string} projectId @param {string} userId @param {string} deviceId @param {string | undefined} [deviceKey]
     * @returns {Promise<string>} the session token (only its hash is kept)
     */
    async startSession(projectId, userId, deviceId, deviceKey) {
      const token = newToken()
      await db.run(
        'INSERT INTO sessions (token_hash, project_id, user_id, device_id, created_at, expires_at, last_used_at, device_key) VALUES ($1, $2, $3, $4, $5, $6, $5, $7)',
        [hashOf(token), projectId, userId, deviceId, now(), now() + SESSION_TTL_MS, deviceKey ?? null],
      )
      return token
    },
    /**
     * The live session of `token`: not expired, not idle too long. Marks it used.
     * @param {string} projectId @param {string | undefined} token
     */
    async session(projectId, token) {
      if (!token) return undefined
      const tokenHash = hashOf(token)
      const row = await db.get('SELECT * FROM sessions WHERE token_hash = $1 AND project_id = $2 AND expires_at > $3 AND last_used_at > $4', [
        tokenHash,
        projectId,
        now(),
        now() - SESSION_IDLE_MS,
      ])
      const user = row ? await byId(projectId, String(row.user_id)) : undefined
      if (!user || !row) return undefined
      if (now() - Number(row.last_used_at) > TOUCH_EVERY_MS) await db.run('UPDATE sessions SET last_used_at = $1 WHERE token_hash = $2', [now(), tokenHash])
      return {
        user,
        tokenHash,
        deviceId: String(row.device_id),
        deviceKey: row.device_key === null ? null : String(row.device_key),
        createdAt: Number(row.created_at),
      }
    },
    /**
     * Replaces an old enough token by a new one for the same session (L2); answers undefined when no rotation
     * is due. The old token stops working at once.
     * @param {string} projectId @param {string} token
     */
    async rotate(projectId, token) {
      const old = hashOf(token)
      const next = newToken()
      const changed = await db.run('UPDATE sessions SET token_hash = $1, created_at = $2 WHERE token_hash = $3 AND project_id = $4 AND created_at <= $5', [
        hashOf(next),
        now(),
        old,
        projectId,
        now() - SESSION_ROTATE_MS,
      ])
      return changed === 1 ? next : undefined
    },
    /** @param {string} projectId @param {string} token */
    async endSession(projectId, token) {
      await db.run('DELETE FROM sessions WHERE token_hash = $1 AND project_id = $2', [hashOf(token), projectId])
    },
    /**
     * Signs the user out everywhere, but for the session `keepTokenHash` when given.
     * @param {string} projectId @param {string} userId @param {string} [keepTokenHash]
     * @returns {Promise<number>} sessions ended
     */
    async endSessions(projectId, userId, keepTokenHash) {
      return db.run('DELETE FROM sessions WHERE project_id = $1 AND user_id = $2 AND token_hash <> $3', [projectId, userId, keepTokenHash ?? ''])
    },
    /** @param {string} projectId @param {string} userId @param {string} deviceId */
    async deviceApproved(projectId, userId, deviceId) {
      return Boolean(await db.get('SELECT 1 AS ok FROM devices WHERE project_id = $1 AND user_id = $2 AND device_id = $3 AND approved_at IS NOT NULL', [projectId, userId, deviceId]))
    },
    /** @param {string} projectId @param {string} userId @param {string} deviceId */
    async approveDevice(projectId, userId, deviceId) {
      await db.run(
        'INSERT INTO devices (project_id, user_id, device_id, approved_at) VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, user_id, device_id) DO UPDATE SET approved_at = EXCLUDED.approved_at',
        [projectId, userId, deviceId, now()],
      )
    },
  }
}

/** @typedef {ReturnType<typeof createUsers>} Users */
