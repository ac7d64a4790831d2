// The embedded database: PGlite, PostgreSQL in WebAssembly inside this process. One connection, so one
// instance of the frame server per data directory (use a PostgreSQL server for several).
import { PGlite, types } from '@electric-sql/pglite'
import { closeOutside, dbOver } from './dbOver.mjs'

/** @typedef {import('./db.mjs').Db} Db @typedef {import('./db.mjs').Row} Row */

/** @param {Pick<PGlite, 'query' | 'exec'>} conn @param {Db['transaction']} transaction @param {Db['close']} close @returns {Db} */
const over = (conn, transaction, close) =>
  dbOver({
    kind: 'pglite',
    query: async (sql, params) => {
      const result = await conn.query(sql, params)
      return { rows: /** @type {Row[]} */ (result.rows), changed: result.affectedRows ?? 0 }
    },
    exec: async (script) => {
      await conn.exec(script)
    },
    transaction,
    close,
  })

/** @type {Promise<File | Blob> | undefined} */
let emptyCluster

/**
 * A new cluster costs initdb (seconds); an in-memory database starts from a copy of one made once per process
 * (a fraction of that), which is what makes tests and the e2e stack quick to start.
 */
function emptyClusterDump() {
  emptyCluster ??= (async () => {
    const pg = await PGlite.create()
    try {
      return await pg.dumpDataDir('none')
    } finally {
      await pg.close()
    }
  })()
  return emptyCluster
}

/**
 * @param {string | undefined} dataDir a directory (created if missing); undefined: in memory
 * @returns {Promise<Db>}
 */
export async function openPgliteDb(dataDir) {
  const parsers = { [types.INT8]: (/** @type {string} */ x) => Number(x) }
  const pg = await PGlite.create(dataDir ? { dataDir, parsers } : { loadDataDir: await emptyClusterDump(), parsers })
  /** @type {Db} */
  const db = over(
    /** @type {PGlite} */ (/** @type {unknown} */ (pg)),
    (work) =>
      pg.transaction((tx) => {
        /** @type {Db} */
        const inner = over(/** @type {PGlite} */ (/** @type {unknown} */ (tx)), (nested) => nested(inner), closeOutside)
        return work(inner)
      }),
    () => pg.close(),
  )
  return db
}
