/** The embedded database: PGlite inside this process. One connection, so one service instance per data directory. */
import { PGlite, types } from '@electric-sql/pglite'
import { closeOutside, type Db, type Row } from './dbInterface'

type Conn = Pick<PGlite, 'query' | 'exec'>

function over(conn: Conn, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'pglite',
    all: async (sql, params = []) => (await conn.query<Row>(sql, params)).rows,
    run: async (sql, params = []) => (await conn.query(sql, params)).affectedRows ?? 0,
    exec: async (script) => {
      await conn.exec(script)
    },
    transaction,
    close,
  }
}

export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  const parsers = { [types.INT8]: (x: string) => Number(x) }
  const pg = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers })
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
