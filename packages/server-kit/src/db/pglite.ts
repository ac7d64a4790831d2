/**
 * The embedded database: PGlite, PostgreSQL compiled to WebAssembly inside this process. One connection, so one
 * process per data directory (several instances of a service share a PostgreSQL server instead).
 */
import { PGlite, types } from '@electric-sql/pglite'
import { closeOutside, type Db, type Row } from './db'
import { dbOver } from './dbOver'

function over(conn: Pick<PGlite, 'query' | 'exec'>, transaction: Db['transaction'], close: Db['close']): Db {
  return dbOver({
    kind: 'pglite',
    query: async (sql, params) => {
      const result = await conn.query<Row>(sql, params)
      return { rows: result.rows, changed: result.affectedRows ?? 0 }
    },
    exec: async (script) => {
      await conn.exec(script)
    },
    transaction,
    close,
  })
}

let emptyCluster: Promise<Blob> | undefined

/**
 * A new cluster costs initdb (seconds); an in-memory database starts from a copy of one made once per process (a
 * fraction of that), which is what makes tests and the e2e stack quick to start.
 */
function emptyClusterDump(): Promise<Blob> {
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

export async function createPgliteDb(dataDir: string | undefined): Promise<Db> {
  const parsers = { [types.INT8]: (x: string) => Number(x) }
  const pg = await PGlite.create(dataDir ? { dataDir, parsers } : { loadDataDir: await emptyClusterDump(), parsers })
  return over(
    pg,
    (work) =>
      pg.transaction((tx) => {
        const inner: Db = over(tx, (nested) => nested(inner), closeOutside)
        return work(inner)
      }),
    () => pg.close(),
  )
}
