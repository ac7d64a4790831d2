import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeDb } from '../test/describeDb'
import { openPgliteDb } from './openDb'

describeDb('pglite', () => openPgliteDb(undefined))

describe('openPgliteDb', () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-kit-pglite-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('in memory, each database starts empty although all start from one copy of an empty cluster', async () => {
    const first = await openPgliteDb()
    await first.exec('CREATE TABLE kept (x BIGINT)')
    await first.close()
    const second = await openPgliteDb()
    try {
      expect(await second.get("SELECT to_regclass('kept') AS t")).toEqual({ t: null })
    } finally {
      await second.close()
    }
  })

  it('a data directory keeps its rows across a reopen', async () => {
    const first = await openPgliteDb(join(dir, 'data'))
    await first.exec('CREATE TABLE kept (x BIGINT); INSERT INTO kept VALUES (42)')
    await first.close()
    const second = await openPgliteDb(join(dir, 'data'))
    try {
      expect(await second.all('SELECT x FROM kept')).toEqual([{ x: 42 }])
    } finally {
      await second.close()
    }
  }, 60_000)
})
