// The frame server's database: SQLite compiled to WebAssembly (sql.js), so it runs anywhere Node does with
// no native build. One file on disk, rewritten atomically after each change; `:memory:` keeps nothing.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import initSqlJs from 'sql.js'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT UNIQUE,
  subject TEXT UNIQUE,
  user_name TEXT,
  address TEXT NOT NULL,
  key_iv TEXT NOT NULL,
  key_ciphertext TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS devices (
  device_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  approved_at INTEGER,
  PRIMARY KEY (device_id, user_id)
);
CREATE TABLE IF NOT EXISTS codes (
  id TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  user_id TEXT,
  new_email TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS device_approvals (
  token_hash TEXT PRIMARY KEY,
  device_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  email TEXT NOT NULL,
  approved INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS social_logins (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  device_id TEXT NOT NULL,
  app_origin TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS mail (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_addr TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`

/** @typedef {string | number | null | Uint8Array} SqlValue */

/**
 * @typedef {object} Db
 * @property {(sql: string, params?: SqlValue[]) => Record<string, SqlValue>[]} all
 * @property {(sql: string, params?: SqlValue[]) => Record<string, SqlValue> | undefined} get
 * @property {(sql: string, params?: SqlValue[]) => number} run rows changed
 * @property {<T>(work: () => T) => T} transaction
 * @property {() => void} close
 */

/**
 * @param {{ path?: string }} [options] a file path, or nothing / `:memory:` for a database that is not kept
 * @returns {Promise<Db>}
 */
export async function openDb({ path } = {}) {
  const SQL = await initSqlJs()
  const file = path && path !== ':memory:' ? path : undefined
  const db = file && existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database()
  db.run('PRAGMA foreign_keys = ON')
  db.run(SCHEMA)
  let depth = 0

  const save = () => {
    if (!file || depth > 0) return
    // Write beside, then rename: a crash mid-write never leaves a half file in place of the database.
    writeFileSync(`${file}.tmp`, db.export())
    renameSync(`${file}.tmp`, file)
  }

  /** @type {Db['all']} */
  const all = (sql, params = []) => {
    const stmt = db.prepare(sql)
    try {
      stmt.bind(params)
      /** @type {Record<string, SqlValue>[]} */
      const rows = []
      while (stmt.step()) rows.push(/** @type {Record<string, SqlValue>} */ (stmt.getAsObject()))
      return rows
    } finally {
      stmt.free()
    }
  }

  save()
  return {
    all,
    get: (sql, params) => all(sql, params)[0],
    run(sql, params = []) {
      db.run(sql, params)
      const changed = db.getRowsModified()
      save()
      return changed
    },
    transaction(work) {
      db.run('BEGIN')
      depth++
      try {
        const result = work()
        depth--
        db.run('COMMIT')
        save()
        return result
      } catch (error) {
        depth--
        db.run('ROLLBACK')
        throw error
      }
    },
    close() {
      save()
      db.close()
    },
  }
}
