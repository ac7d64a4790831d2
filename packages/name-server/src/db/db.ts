/**
 * The service's database, in PostgreSQL's SQL (@latch/server-kit/db): embedded PGlite (no server to run) by default,
 * in a data directory or in memory; a PostgreSQL server when a connection URL is given, which several instances can
 * share. Opened here so it is migrated before the handler sees it.
 */
import { type Db, openPgliteDb, openPostgresDb } from '@latch/server-kit/db'
import { migrate } from './migrate'

export type { Db, Row, SqlValue } from '@latch/server-kit/db'

/** `databaseUrl` wins over `dbPath`; neither (or ':memory:') is an embedded database that is not kept. */
export async function openDb({ dbPath, databaseUrl }: { dbPath?: string; databaseUrl?: string } = {}): Promise<Db> {
  const db = databaseUrl ? await openPostgresDb(databaseUrl, { name: 'name-server' }) : await openPgliteDb(dbPath && dbPath !== ':memory:' ? dbPath : undefined)
  try {
    await migrate(db)
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
