// Against a real PostgreSQL server (Debian's postgresql package; without it this file fails, it does not skip).
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { describeDb } from '../test/describeDb'
import { startPostgres, type TestPostgres } from '../test/postgres'
import { openPostgresDb } from './openDb'

let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startPostgres()
}, 60_000)
afterAll(() => postgres?.stop())

describeDb('postgres', () => openPostgresDb(postgres.url, { name: 'test-service' }))

describe('openPostgresDb', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads BIGINT as a number in its own pool only: another client of the process still gets strings', async () => {
    const db = await openPostgresDb(postgres.url, { name: 'test-service' })
    const other = new pg.Client({ connectionString: postgres.url })
    await other.connect()
    try {
      expect(await db.get('SELECT 9007199254740991::BIGINT AS n')).toEqual({ n: 9007199254740991 })
      expect((await other.query('SELECT 9007199254740991::BIGINT AS n')).rows).toEqual([{ n: '9007199254740991' }])
    } finally {
      await other.end()
      await db.close()
    }
  })

  it("logs a lost connection under the service's name instead of crashing, and queries on with a new one", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const db = await openPostgresDb(postgres.url, { name: 'test-service' })
    try {
      const { pid } = (await db.get('SELECT pg_backend_pid() AS pid')) as { pid: number }
      const admin = new pg.Client({ connectionString: postgres.url })
      await admin.connect()
      await admin.query('SELECT pg_terminate_backend($1)', [pid]).finally(() => admin.end())
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('test-service: database connection lost:', expect.any(String)))
      expect(await db.get('SELECT 1 AS one')).toEqual({ one: 1 })
    } finally {
      await db.close()
    }
  })
})
