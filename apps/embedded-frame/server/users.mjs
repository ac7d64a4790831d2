// Users, their keys and their sessions.
import { randomUUID } from 'node:crypto'
import { Wallet } from 'ethers'
import { openKey, sealKey } from './custody.mjs'
import { hashOf, newToken } from './secrets.mjs'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000

/**
 * @typedef {{ id: string, email: string | null, subject: string | null, userName: string | null, address: string }} User
 */

/** @param {Record<string, import('./db.mjs').SqlValue>} row @returns {User} */
const toUser = (row) => ({
  id: String(row.id),
  email: row.email === null ? null : String(row.email),
  subject: row.subject === null ? null : String(row.subject),
  userName: row.user_name === null ? null : String(row.user_name),
  address: String(row.address),
})

/**
 * @param {{ db: import('./db.mjs').Db, masterKey: Buffer, now: () => number }} deps
 */
export function createUsers({ db, masterKey, now }) {
  /** A new user with a new key (created here, sealed at once). @param {{ email?: string, subject?: string, userName?: string }} who */
  function create(who) {
    const id = randomUUID()
    const wallet = Wallet.createRandom()
    const sealed = sealKey(masterKey, id, wallet.privateKey)
    db.run('INSERT INTO users (id, email, subject, user_name, address, key_iv, key_ciphertext, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
      id,
      who.email ?? null,
      who.subject ?? null,
      who.userName ?? null,
      wallet.address,
      sealed.iv,
      sealed.ciphertext,
      now(),
    ])
    return /** @type {User} */ (byId(id))
  }

  /** @param {string} id */
  function byId(id) {
    const row = db.get('SELECT * FROM users WHERE id = ?', [id])
    return row ? toUser(row) : undefined
  }

  return {
    create,
    byId,
    /** @param {string} email */
    byEmail(email) {
      const row = db.get('SELECT * FROM users WHERE email = ?', [email])
      return row ? toUser(row) : undefined
    },
    /** The user behind a social account, created on first login. @param {{ subject: string, email?: string, userName?: string }} who */
    forSubject(who) {
      const row = db.get('SELECT * FROM users WHERE subject = ?', [who.subject])
      if (row) {
        if (who.userName) db.run('UPDATE users SET user_name = ? WHERE id = ?', [who.userName, String(row.id)])
        return /** @type {User} */ (byId(String(row.id)))
      }
      // An e-mail already registered by e-mail login belongs to that user; the social account is linked to it.
      const byMail = who.email ? db.get('SELECT * FROM users WHERE email = ?', [who.email]) : undefined
      if (byMail && byMail.subject === null) {
        db.run('UPDATE users SET subject = ?, user_name = ? WHERE id = ?', [who.subject, who.userName ?? null, String(byMail.id)])
        return /** @type {User} */ (byId(String(byMail.id)))
      }
      return create({ subject: who.subject, userName: who.userName, email: byMail ? undefined : who.email })
    },
    /** @param {string} id @param {string} email */
    setEmail(id, email) {
      db.run('UPDATE users SET email = ? WHERE id = ?', [email, id])
    },
    /** The user's signer: the key is opened for this call only. @param {string} id */
    signer(id) {
      const row = db.get('SELECT key_iv, key_ciphertext FROM users WHERE id = ?', [id])
      if (!row) throw new Error('Unknown user')
      return new Wallet(openKey(masterKey, id, { iv: String(row.key_iv), ciphertext: String(row.key_ciphertext) }))
    },
    /** @param {string} userId @param {string} deviceId @returns {string} the session token (only its hash is kept) */
    startSession(userId, deviceId) {
      const token = newToken()
      db.run('INSERT INTO sessions (token_hash, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [
        hashOf(token),
        userId,
        deviceId,
        now(),
        now() + SESSION_TTL_MS,
      ])
      return token
    },
    /** @param {string | undefined} token */
    session(token) {
      if (!token) return undefined
      const row = db.get('SELECT user_id, device_id FROM sessions WHERE token_hash = ? AND expires_at > ?', [hashOf(token), now()])
      const user = row ? byId(String(row.user_id)) : undefined
      return user && row ? { user, deviceId: String(row.device_id) } : undefined
    },
    /** @param {string} token */
    endSession(token) {
      db.run('DELETE FROM sessions WHERE token_hash = ?', [hashOf(token)])
    },
    /** @param {string} userId @param {string} deviceId */
    deviceApproved(userId, deviceId) {
      return Boolean(db.get('SELECT 1 AS ok FROM devices WHERE user_id = ? AND device_id = ? AND approved_at IS NOT NULL', [userId, deviceId]))
    },
    /** @param {string} userId @param {string} deviceId */
    approveDevice(userId, deviceId) {
      db.run('INSERT OR REPLACE INTO devices (device_id, user_id, approved_at) VALUES (?, ?, ?)', [deviceId, userId, now()])
    },
  }
}

/** @typedef {ReturnType<typeof createUsers>} Users */
