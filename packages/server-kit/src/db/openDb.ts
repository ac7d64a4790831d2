/**
 * The two ways to open a Db. Each driver is imported only when its opener is called, so a service that uses only PGlite
 * never loads node-postgres, and the other way round (both are optional peer dependencies of this package).
 */
import type { Db } from './db'

/** `dataDir`: PGlite's data directory, created if missing; undefined: in memory, kept nowhere. */
export async function openPgliteDb(dataDir?: string): Promise<Db> {
  return (await import('./pglite')).createPgliteDb(dataDir)
}

/**
 * `url`: e.g. postgres://user:password@host:5432/latch. `name`: the service, which the log names when a pooled
 * connection is lost (that is logged, not thrown: the pool replaces the connection on the next query).
 */
export async function openPostgresDb(url: string, { name }: { name: string }): Promise<Db> {
  return (await import('./postgres')).createPostgresDb(url, { name })
}
