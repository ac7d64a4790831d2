// The Db interface (./db.mjs) over a connection that answers queries: the one piece both databases share. Each
// names how it reports changed rows and runs a multi-statement script; transactions are its own.

/** @typedef {import('./db.mjs').Db} Db @typedef {import('./db.mjs').Row} Row @typedef {import('./db.mjs').SqlValue} SqlValue */

/**
 * @param {{ kind: Db['kind'], query(sql: string, params: SqlValue[]): Promise<{ rows: Row[], changed: number }>,
 *   exec(script: string): Promise<void>, transaction: Db['transaction'], close: Db['close'] }} connection
 * @returns {Db}
 */
export function dbOver({ kind, query, exec, transaction, close }) {
  /** @type {Db['all']} */
  const all = async (sql, params = []) => (await query(sql, params)).rows
  return {
    kind,
    all,
    get: async (sql, params) => (await all(sql, params))[0],
    run: async (sql, params = []) => (await query(sql, params)).changed,
    exec,
    transaction,
    close,
  }
}

/** What a transaction's Db answers to close(): only the database closes. */
export const closeOutside = async () => {
  throw new Error('Close the database, not a transaction')
}
