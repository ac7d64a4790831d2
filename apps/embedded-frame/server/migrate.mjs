// Versioned migrations: ./migrations/NNN_name.sql, applied in order, each recorded in schema_migrations.
// All of them run in one transaction under a transaction-scoped advisory lock, so two instances starting at
// once against the same PostgreSQL take turns: the second finds the work done and applies nothing.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
/** Any fixed number works; this one is 'latch' in ASCII. */
const LOCK_KEY = 0x6c61746368

/** @returns {{ version: string, sql: string }[]} */
export function migrationFiles() {
  return readdirSync(DIR)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: name.slice(0, -4), sql: readFileSync(`${DIR}${name}`, 'utf8') }))
}

/**
 * @param {import('./db.mjs').Db} db
 * @returns {Promise<string[]>} the versions applied now (empty when the database was up to date)
 */
export function migrate(db) {
  return db.transaction(async (tx) => {
    await tx.get(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`)
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)')
    const done = new Set((await tx.all('SELECT version FROM schema_migrations')).map((r) => String(r.version)))
    /** @type {string[]} */
    const applied = []
    for (const { version, sql } of migrationFiles()) {
      if (done.has(version)) continue
      await tx.exec(sql)
      await tx.run('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()])
      applied.push(version)
    }
    return applied
  })
}
