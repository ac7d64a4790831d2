import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDb } from './db.mjs'
import { migrationFiles } from './migrate.mjs'
import { testDb } from './testDb.test-helpers'

describe('the database', () => {
  it('applies the migrations once, in order, and records them; a reopened data directory applies none', async () => {
    const versions = migrationFiles().map((m) => m.version)
    expect(versions[0]).toBe('001_initial')
    expect([...versions].sort()).toEqual(versions)
    const path = join(mkdtempSync(join(tmpdir(), 'latch-frame-db-')), 'data')
    const first = await openDb({ path })
    expect(first.migrations).toEqual(versions)
    expect((await first.db.all('SELECT version FROM schema_migrations ORDER BY version')).map((r) => r.version)).toEqual(versions)
    await first.db.close()
    const again = await openDb({ path })
    expect(again.migrations).toEqual([])
    await again.db.close()
  })

  it('reads BIGINT back as numbers, counts changed rows, takes $n parameters', async () => {
    const db = await testDb()
    await db.run('INSERT INTO rate_limits (bucket, key, count, window_start, expires_at) VALUES ($1, $2, $3, $4, $5)', ['b', 'k', 1, 1_750_000_000_123, 1_750_000_060_123])
    expect(await db.get('SELECT window_start, expires_at, COUNT(*) OVER () AS n FROM rate_limits')).toEqual({ window_start: 1_750_000_000_123, expires_at: 1_750_000_060_123, n: 1 })
    expect(await db.run('UPDATE rate_limits SET count = count + 1 WHERE bucket = $1', ['b'])).toBe(1)
    expect(await db.run('UPDATE rate_limits SET count = 0 WHERE bucket = $1', ['none'])).toBe(0)
  })

  it('a transaction commits all or nothing', async () => {
    const db = await testDb()
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO mail (to_addr, subject, body, created_at) VALUES ('a@x.test', 's', 'b', 1)")
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await db.all('SELECT id FROM mail')).toEqual([])
    await db.transaction((tx) => tx.run("INSERT INTO mail (to_addr, subject, body, created_at) VALUES ('a@x.test', 's', 'b', 1)"))
    expect(await db.all('SELECT subject FROM mail')).toEqual([{ subject: 's' }])
  })
})
