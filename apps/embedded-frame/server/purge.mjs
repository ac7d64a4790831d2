// Expired rows go: codes, sessions, device approvals, social logins, signing approvals, e-mail undo links,
// rate-limit windows and user-operation nonce reservations once they expire, the dev mailbox after a day. Each delete walks an index on its time
// column, so a purge costs what it removes. Runs when the server starts and then on a timer that does not keep the process alive.
export const PURGE_EVERY_MS = 10 * 60_000
export const MAIL_KEPT_MS = 24 * 60 * 60_000

const EXPIRING = ['codes', 'sessions', 'device_approvals', 'social_logins', 'farcaster_logins', 'rate_limits', 'approvals', 'email_changes', 'nonce_reservations']

/**
 * @param {import('./db.mjs').Db} db
 * @param {number} now
 * @returns {Promise<Record<string, number>>} rows removed per table
 */
export async function purgeExpired(db, now) {
  /** @type {Record<string, number>} */
  const removed = {}
  for (const table of EXPIRING) removed[table] = await db.run(`DELETE FROM ${table} WHERE expires_at <= $1`, [now])
  removed.mail = await db.run('DELETE FROM mail WHERE created_at <= $1', [now - MAIL_KEPT_MS])
  return removed
}

/**
 * Purges now, then every `everyMs`.
 * @param {{ db: import('./db.mjs').Db, now: () => number, everyMs?: number }} options
 * @returns {Promise<() => Promise<void>>} stops the timer and waits for a purge under way
 */
export async function startPurging({ db, now, everyMs = PURGE_EVERY_MS }) {
  await purgeExpired(db, now())
  /** @type {Promise<unknown>} */
  let running = Promise.resolve()
  const timer = setInterval(() => {
    running = purgeExpired(db, now()).catch((error) => console.error('embedded-frame: purge failed:', error))
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
