/**
 * What a service's queries and migrations are written against: a few async calls over PostgreSQL's SQL, answered the
 * same by embedded PGlite and by a PostgreSQL server (openPgliteDb, openPostgresDb), so the code above never asks which.
 */

/**
 * A parameter or a column's value. BIGINT comes back as a number (millisecond times and counts stay far below 2^53).
 * Other types these services do not store (JSONB, BYTEA, timestamps) would come back as objects this type does not
 * describe: select them as text.
 */
export type SqlValue = string | number | boolean | null
export type Row = Record<string, SqlValue>

export interface Db {
  kind: 'pglite' | 'postgres'
  /** Parameters are `$1`, `$2`, … */
  all(sql: string, params?: SqlValue[]): Promise<Row[]>
  /** The first row, or undefined when there is none. */
  get(sql: string, params?: SqlValue[]): Promise<Row | undefined>
  /** The number of rows changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>
  /** Several statements, no parameters (migrations). */
  exec(script: string): Promise<void>
  /**
   * All of `work` or none of it: a throw rolls back and is rethrown. `work` must use only the Db it gets: the embedded
   * database runs one statement at a time, so a query on the outer Db would wait for the transaction to end.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** What a transaction's Db answers to close(): only the database closes. */
export const closeOutside = async (): Promise<void> => {
  throw new Error('Close the database, not a transaction')
}
