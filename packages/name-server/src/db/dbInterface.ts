/** What both databases answer (./db.ts opens one): a few async calls over PostgreSQL's SQL. */
export type SqlValue = string | number | boolean | null
export type Row = Record<string, unknown>

export interface Db {
  kind: 'pglite' | 'postgres'
  /** Parameters are `$1`, `$2`, …; BIGINT columns come back as numbers. */
  all(sql: string, params?: SqlValue[]): Promise<Row[]>
  /** The number of rows changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>
  /** Several statements, no parameters (migrations). */
  exec(script: string): Promise<void>
  /** `work` must use only the Db it gets: the embedded database runs one statement at a time. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** What a transaction's Db answers to close(): only the database closes. */
export const closeOutside = async (): Promise<void> => {
  throw new Error('Close the database, not a transaction')
}
