// Test helpers (not a test file): an in-memory database (PGlite) closed after each test, and a clock the
// test moves.
import { afterEach } from 'vitest'
import { type Db, openDb } from './db.mjs'

const open: Db[] = []
afterEach(async () => {
  for (const db of open.splice(0)) await db.close()
})

/** A fresh, migrated in-memory database, closed after the test. */
export async function testDb() {
  const { db } = await openDb()
  open.push(db)
  return db
}

/** A clock that starts at `start` and moves only when told. */
export function testClock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}
