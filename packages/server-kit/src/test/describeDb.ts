// Test helpers: what every Db must do, run against each driver by its own test file. `open` gives a Db on a database
// this suite may drop and create its tables in; the suite closes it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '../db/db'

export function describeDb(kind: Db['kind'], open: () => Promise<Db>): void {
  describe(`a Db on ${kind}`, () => {
    let db: Db
    beforeEach(async () => {
      db = await open()
      await db.exec('DROP TABLE IF EXISTS notes; CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL, at BIGINT NOT NULL, done BOOLEAN NOT NULL DEFAULT false)')
    }, 60_000) // the first PGlite of a process makes the empty cluster the others copy: seconds
    afterEach(() => db.close())

    it('is the driver asked for', () => {
      expect(db.kind).toBe(kind)
    })

    it('all gives every row, get the first or undefined, run the number changed; parameters are $1, $2, …', async () => {
      expect(await db.run('INSERT INTO notes (id, body, at) VALUES ($1, $2, $3), ($4, $5, $6)', ['a', 'one', 1, 'b', 'two', 2])).toBe(2)
      expect(await db.all('SELECT id, body, done FROM notes ORDER BY id')).toEqual([
        { id: 'a', body: 'one', done: false },
        { id: 'b', body: 'two', done: false },
      ])
      expect(await db.get('SELECT id FROM notes WHERE at > $1 ORDER BY id', [0])).toEqual({ id: 'a' })
      expect(await db.get('SELECT id FROM notes WHERE id = $1', ['none'])).toBeUndefined()
      expect(await db.run('UPDATE notes SET done = $1 WHERE id = $2', [true, 'b'])).toBe(1)
      expect(await db.run('DELETE FROM notes WHERE id = $1', ['none'])).toBe(0)
      expect(await db.all('SELECT id FROM notes WHERE done')).toEqual([{ id: 'b' }])
    })

    it('exec runs a script of several statements', async () => {
      await db.exec("INSERT INTO notes (id, body, at) VALUES ('a', 'one', 1); INSERT INTO notes (id, body, at) VALUES ('b', 'two', 2); UPDATE notes SET body = 'ONE' WHERE id = 'a'")
      expect(await db.all('SELECT id, body FROM notes ORDER BY id')).toEqual([
        { id: 'a', body: 'ONE' },
        { id: 'b', body: 'two' },
      ])
    })

    it('reads BIGINT back as a number: stored columns and computed counts', async () => {
      await db.run('INSERT INTO notes (id, body, at) VALUES ($1, $2, $3)', ['a', 'one', 1_750_000_000_123])
      expect(await db.get('SELECT at, COUNT(*) OVER () AS n FROM notes')).toEqual({ at: 1_750_000_000_123, n: 1 })
    })

    it('a transaction commits what its work did and gives back what the work returns', async () => {
      const result = await db.transaction(async (tx) => {
        await tx.run("INSERT INTO notes (id, body, at) VALUES ('a', 'one', 1)")
        await tx.exec("INSERT INTO notes (id, body, at) VALUES ('b', 'two', 2)")
        return (await tx.get('SELECT COUNT(*) AS n FROM notes'))?.n
      })
      expect(result).toBe(2)
      expect(await db.all('SELECT id FROM notes ORDER BY id')).toEqual([{ id: 'a' }, { id: 'b' }])
    })

    it('a transaction whose work throws rolls back all of it, a nested one included, and rethrows', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.run("INSERT INTO notes (id, body, at) VALUES ('a', 'one', 1)")
          await tx.transaction((nested) => nested.run("INSERT INTO notes (id, body, at) VALUES ('b', 'two', 2)"))
          throw new Error('boom')
        }),
      ).rejects.toThrow('boom')
      expect(await db.all('SELECT id FROM notes')).toEqual([])
    })

    it("a transaction's Db refuses close(); the database stays open", async () => {
      await db.transaction(async (tx) => {
        await expect(tx.close()).rejects.toThrow('Close the database, not a transaction')
        await tx.run("INSERT INTO notes (id, body, at) VALUES ('a', 'one', 1)")
      })
      expect(await db.all('SELECT id FROM notes')).toEqual([{ id: 'a' }])
    })
  })
}
