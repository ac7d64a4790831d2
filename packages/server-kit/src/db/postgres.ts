/**
 * A PostgreSQL server through node-postgres: a pool of connections, shared by as many instances of a service as point
 * at the same database.
 */
import pg from 'pg'
import { closeOutside, type Db, type Row } from './db'
import { dbOver } from './dbOver'

const INT8 = 20

/**
 * BIGINT as a number (millisecond times and counts stay far below 2^53), for this pool only: pg.types is the whole
 * process's, and another library's pool may want strings.
 */
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (x: string) => Number(x) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser,
}

function over(conn: pg.Pool | pg.PoolClient, transaction: Db['transaction'], close: Db['close']): Db {
  return dbOver({
    kind: 'postgres',
    query: async (sql, params) => {
      const result = await conn.query<Row>(sql, params)
      return { rows: result.rows, changed: result.rowCount ?? 0 }
    },
    // Without parameters node-postgres uses the simple query protocol, which runs several statements.
    exec: async (script) => {
      await conn.query(script)
    },
    transaction,
    close,
  })
}

export function createPostgresDb(url: string, { name }: { name: string }): Db {
  const pool = new pg.Pool({ connectionString: url, types: typeParsers, max: 10 })
  // A dropped idle connection is replaced on the next query; it must not take the process down.
  pool.on('error', (error) => console.error(`${name}: database connection lost:`, error.message))
  return over(
    pool,
    async (work) => {
      // One client for the whole transaction: the pool would send each statement to whichever connection is free.
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const inner: Db = over(client, (nested) => nested(inner), closeOutside)
        const result = await work(inner)
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    () => pool.end(),
  )
}
