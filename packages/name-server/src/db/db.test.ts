import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createNameStore } from '../name/nameStore'
import { openDb } from './db'
import { migrate } from './migrate'

const dir = mkdtempSync(join(tmpdir(), 'name-server-db-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('openDb (PGlite in a data directory)', () => {
  it('migrates once and keeps names across a restart', async () => {
    const address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
    const first = await openDb({ dbPath: dir })
    await createNameStore(first, 'latch.id').register({ label: 'alice', address, nonce: '0x01', expiresAt: Date.now() + 60_000 })
    await first.close()
    const second = await openDb({ dbPath: dir })
    try {
      expect(await migrate(second)).toEqual([])
      const store = createNameStore(second, 'latch.id')
      expect(await store.addressOf('alice')).toBe(address)
      expect(await store.labelOf(address)).toBe('alice')
      // Another parent served from the same database has its own names.
      expect(await createNameStore(second, 'other.id').addressOf('alice')).toBeUndefined()
    } finally {
      await second.close()
    }
  }, 60_000)
})
