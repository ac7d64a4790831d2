// The frame server's database, in PostgreSQL's SQL (@latch/server-kit/db): embedded PGlite (no server to run) by
// default, in a data directory or in memory; a PostgreSQL server through node-postgres when a connection URL is
// given, which several instances of the frame server can share. Opened here so it is migrated (./migrate.mjs)
// before anything queries it. Every write is one statement on the rows it touches: nothing is rewritten
// wholesale (M4).
import { openPgliteDb, openPostgresDb } from '@latch/server-kit/db'
import { migrate } from './migrate.mjs'

/**
 * The server's modules name these as `import('./db.mjs').Db`.
 * @typedef {import('@latch/server-kit/db').Db} Db
 * @typedef {import('@latch/server-kit/db').Row} Row
 * @typedef {import('@latch/server-kit/db').SqlValue} SqlValue
 */

/**
 * Opens and migrates the database.
 * @param {{ path?: string, url?: string }} [options] `url`: a PostgreSQL connection URL (wins over `path`);
 *   `path`: PGlite's data directory; neither (or `:memory:`): an embedded database that is not kept
 * @returns {Promise<{ db: Db, migrations: string[] }>} `migrations`: the versions this call applied
 */
export async function openDb({ path, url } = {}) {
  const db = url ? await openPostgresDb(url, { name: 'embedded-frame' }) : await openPgliteDb(path && path !== ':memory:' ? path : undefined)
  try {
    return { db, migrations: await migrate(db) }
  } catch (error) {
    await db.close()
    throw error
  }
}
