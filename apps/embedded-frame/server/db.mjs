// The frame server's database, in PostgreSQL's SQL: embedded PGlite (Postgres compiled to WebAssembly, no
// server to run) by default, in a data directory or in memory; a PostgreSQL server through node-postgres when a
// connection URL is given, which several instances of the frame server can share. Both sit behind one small
// async interface and are migrated when opened (./migrate.mjs). Every write is one statement on the rows it
// touches: nothing is rewritten wholesale (M4).
import { migrate } from './migrate.mjs'

/**
 * Parameters are `$1`, `$2`, …; BIGINT columns (millisecond times, counts) come back as numbers.
 * @typedef {string | number | boolean | null} SqlValue
 * @typedef {Record<string, SqlValue>} Row
 * @typedef {object} Db
 * @property {'pglite' | 'postgres'} kind
 * @property {(sql: string, params?: SqlValue[]) => Promise<Row[]>} all
 * @property {(sql: string, params?: SqlValue[]) => Promise<Row | undefined>} get the first row
 * @property {(sql: string, params?: SqlValue[]) => Promise<number>} run the number of rows changed
 * @property {(script: string) => Promise<void>} exec several statements, no parameters (migrations)
 * @property {<T>(work: (tx: Db) => Promise<T>) => Promise<T>} transaction `work` gets a Db bound to the
 *   transaction and must use only it (the embedded database runs one statement at a time: a query on the outer
 *   Db would wait for the transaction to end)
 * @property {() => Promise<void>} close
 */

/**
 * Opens and migrates the database.
 * @param {{ path?: string, url?: string }} [options] `url`: a PostgreSQL connection URL (wins over `path`);
 *   `path`: PGlite's data directory; neither (or `:memory:`): an embedded database that is not kept
 * @returns {Promise<{ db: Db, migrations: string[] }>} `migrations`: the versions this call applied
 */
export async function openDb({ path, url } = {}) {
  const db = url
    ? (await import('./postgresDb.mjs')).openPostgresDb(url)
    : await (await import('./pgliteDb.mjs')).openPgliteDb(path && path !== ':memory:' ? path : undefined)
  try {
    return { db, migrations: await migrate(db) }
  } catch (error) {
    await db.close()
    throw error
  }
}
