/**
 * Versioned migrations, applied in order and recorded in name_schema_migrations (its own table, so a database shared
 * with another service keeps both histories apart), all in one transaction under an advisory lock so two instances
 * starting at once against one PostgreSQL take turns. They live in code, not .sql files, because the package is
 * bundled into dist.
 */
import type { Db } from '@latch/server-kit/db'

export const MIGRATIONS: readonly { version: string; sql: string }[] = [
  {
    version: '001_names',
    sql: `
      -- One name per address per parent: registering another name releases the old one.
      CREATE TABLE names (
        parent TEXT NOT NULL,
        label TEXT NOT NULL,
        address TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (parent, label),
        UNIQUE (parent, address)
      );
      -- A signed message is accepted once. A nonce is kept until its message expires; after that the expiry check
      -- refuses the message anyway, so old rows can be deleted.
      CREATE TABLE nonces (
        nonce TEXT PRIMARY KEY,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX nonces_expires_at ON nonces (expires_at);
    `,
  },
]

/** 'name' in ASCII: any fixed number works, distinct from other services sharing a database. */
const LOCK_KEY = 0x6e616d65

export function migrate(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.all(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`)
    await tx.exec('CREATE TABLE IF NOT EXISTS name_schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)')
    const done = new Set((await tx.all('SELECT version FROM name_schema_migrations')).map((r) => String(r.version)))
    const applied: string[] = []
    for (const { version, sql } of MIGRATIONS) {
      if (done.has(version)) continue
      await tx.exec(sql)
      await tx.run('INSERT INTO name_schema_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()])
      applied.push(version)
    }
    return applied
  })
}
