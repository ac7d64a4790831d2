/** A PostgreSQL server through node-postgres: a pool shared by as many service instances as use the database. */
import pg from 'pg'
import { closeOutside, type Db, type Row } from './dbInterface'

const INT8 = 20

function over(conn: pg.Pool | pg.PoolClient, transaction: Db['transaction'], close: Db['close']): Db {
  return {
    kind: 'postgres',
    all: async (sql, params = []) => (await conn.query<Row>(sql, params)).rows,
    run: async (sql, params = []) => (await conn.query(sql, params)).rowCount ?? 0,
    // Without parameters node-postgres uses the simple query protocol, which runs several statements.
    exec: async (script) => {
      await conn.query(script)
    },
    transaction,
    close,
  }
}

export function openPostgresDb(url: string): Db {
  // BIGINT as a number (millisecond times stay far below 2^53), for this pool only.
  const types = { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8 ? (x: string) => Number(x) : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser }
  const pool = new pg.Pool({ connectionString: url, types, max: 10 })
  // A dropped idle connection is replaced on the next query; it must not take the process down.
  pool.on('error', (error) => console.error('name-server: database connection lost:', error.message))
  return over(
    pool,
    async (work) => {
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
