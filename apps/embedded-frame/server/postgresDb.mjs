// A PostgreSQL server through node-postgres: a pool of connections, shared by as many frame-server instances
// as point at the same database (rate limits, codes and sessions are rows, so every instance sees them).
import pg from 'pg'
import { closeOutside, dbOver } from './dbOver.mjs'

/** @typedef {import('./db.mjs').Db} Db @typedef {import('./db.mjs').Row} Row @typedef {import('./db.mjs').SqlValue} SqlValue */

const INT8 = 20
/** BIGINT as a number (millisecond times and counts stay far below 2^53), for this pool only. */
const typeParsers = {
  /** @type {typeof pg.types.getTypeParser} */
  getTypeParser: /** @type {never} */ ((/** @type {number} */ oid, /** @type {any} */ format) =>
    oid === INT8 ? (/** @type {string} */ x) => Number(x) : pg.types.getTypeParser(oid, format)),
}

/** @param {pg.Pool | pg.PoolClient} conn @param {Db['transaction']} transaction @param {Db['close']} close @returns {Db} */
const over = (conn, transaction, close) =>
  dbOver({
    kind: 'postgres',
    query: async (sql, params) => {
      const result = await conn.query(sql, params)
      return { rows: result.rows, changed: result.rowCount ?? 0 }
    },
    // Without parameters node-postgres uses the simple query protocol, which runs several statements.
    exec: async (script) => {
      await conn.query(script)
    },
    transaction,
    close,
  })

/** @param {string} url e.g. postgres://user:password@host:5432/latch_frame @returns {Db} */
export function openPostgresDb(url) {
  const pool = new pg.Pool({ connectionString: url, types: typeParsers, max: 10 })
  // A dropped idle connection is replaced on the next query; it must not take the process down.
  pool.on('error', (error) => console.error('embedded-frame: database connection lost:', error.message))
  return over(
    pool,
    async (work) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        /** @type {Db} */
        const inner = over(client, (nested) => nested(inner), closeOutside)
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
