import type { Db, Row, SqlValue } from './db'

/** What a driver supplies: how it queries and counts changed rows, runs a script, and its own transactions. */
export interface Connection {
  kind: Db['kind']
  query(sql: string, params: SqlValue[]): Promise<{ rows: Row[]; changed: number }>
  exec(script: string): Promise<void>
  transaction: Db['transaction']
  close: Db['close']
}

/** The Db over a driver's connection: the part both drivers share. */
export function dbOver({ kind, query, exec, transaction, close }: Connection): Db {
  const all: Db['all'] = async (sql, params = []) => (await query(sql, params)).rows
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
