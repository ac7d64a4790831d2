/**
 * The service's database, in PostgreSQL's SQL: embedded PGlite (Postgres in WebAssembly, no server to run) by
 * default, in a data directory or in memory; a PostgreSQL server through node-postgres when a connection URL is
 * given, which several instances can share. The same pattern as the embedded-frame server's db.mjs, kept apart for
 * now: this package ships alone, and its needs (two tables) are smaller.
 */
import type { Db } from './dbInterface'
import { migrate } from './migrate'

export type { Db, Row, SqlValue } from './dbInterface'

/** `databaseUrl` wins over `dbPath`; neither (or ':memory:') is an embedded database that is not kept. */
export async function openDb({ dbPath, databaseUrl }: { dbPath?: string; databaseUrl?: string } = {}): Promise<Db> {
  const db = databaseUrl
    ? (await import('./postgresDb')).openPostgresDb(databaseUrl)
    : await (await import('./pgliteDb')).openPgliteDb(dbPath && dbPath !== ':memory:' ? dbPath : undefined)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
