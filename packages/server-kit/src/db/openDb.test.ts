// Which driver each opener loads. The drivers are the real ones, only watched: their factories note the import and
// hand over the original module.
import { beforeEach, expect, it, vi } from 'vitest'

const loaded = vi.hoisted(() => new Set<string>())
vi.mock('pg', async (original) => {
  loaded.add('pg')
  return original()
})
vi.mock('@electric-sql/pglite', async (original) => {
  loaded.add('pglite')
  return original()
})

beforeEach(() => {
  // A fresh module registry, so each test sees what its own opener imports and not what an earlier test left loaded.
  vi.resetModules()
  loaded.clear()
})

it('importing the module loads no driver', async () => {
  await import('../exports/db')
  expect([...loaded]).toEqual([])
})

it('opening PGlite loads PGlite only', async () => {
  const { openPgliteDb } = await import('../exports/db')
  const db = await openPgliteDb()
  await db.close()
  expect([...loaded]).toEqual(['pglite'])
}, 60_000)

it('opening PostgreSQL loads node-postgres only', async () => {
  const { openPostgresDb } = await import('../exports/db')
  // A pool connects on its first query, so no server is needed to open and close one.
  const db = await openPostgresDb('postgres://nobody@127.0.0.1:1/none', { name: 'test-service' })
  await db.close()
  expect([...loaded]).toEqual(['pg'])
})
