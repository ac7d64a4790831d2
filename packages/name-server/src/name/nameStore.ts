/**
 * The names one parent holds, over the database: lookups both ways, and registration as one transaction (nonce
 * spent, old name released, new name taken) so two registrations racing for a name cannot both win.
 */
import { getAddress } from 'ethers'
import type { Db } from '../db/db'
import { NameError } from './nameError'
import { suggestionCandidates } from './suggestions'

export interface NameStore {
  /** The address holding `label`, or undefined when it is free. */
  addressOf(label: string): Promise<string | undefined>
  /** The label `address` holds, or undefined. */
  labelOf(address: string): Promise<string | undefined>
  /** Up to three free alternatives to `label`. */
  suggest(label: string): Promise<string[]>
  /**
   * Gives `label` to `address`, releasing the name it held before. Refused with REPLAYED when the nonce was used,
   * TAKEN when another address holds the label.
   */
  register(input: { label: string; address: string; nonce: string; expiresAt: number }): Promise<void>
}

/** How many of the suggested alternatives a refusal offers. */
const SUGGESTIONS = 3

export function createNameStore(db: Db, parent: string, now: () => number = Date.now): NameStore {
  const store: NameStore = {
    async addressOf(label) {
      const [row] = await db.all('SELECT address FROM names WHERE parent = $1 AND label = $2', [parent, label])
      return row ? getAddress(String(row.address)) : undefined
    },
    async labelOf(address) {
      const [row] = await db.all('SELECT label FROM names WHERE parent = $1 AND address = $2', [parent, address.toLowerCase()])
      return row ? String(row.label) : undefined
    },
    async suggest(label) {
      const candidates = suggestionCandidates(label)
      const placeholders = candidates.map((_, i) => `$${i + 2}`).join(', ')
      const taken = new Set((await db.all(`SELECT label FROM names WHERE parent = $1 AND label IN (${placeholders})`, [parent, ...candidates])).map((r) => String(r.label)))
      return candidates.filter((c) => !taken.has(c)).slice(0, SUGGESTIONS)
    },
    async register({ label, address, nonce, expiresAt }) {
      const owner = address.toLowerCase()
      try {
        await db.transaction(async (tx) => {
          await tx.run('DELETE FROM nonces WHERE expires_at < $1', [now()])
          const fresh = await tx.run('INSERT INTO nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING', [nonce, expiresAt])
          if (fresh === 0) throw new NameError('REPLAYED', 'This registration was already used. Sign a new one.')
          const [holder] = await tx.all('SELECT address FROM names WHERE parent = $1 AND label = $2 FOR UPDATE', [parent, label])
          if (holder?.address === owner) return
          if (holder) throw new NameError('TAKEN', `${label}.${parent} is taken.`)
          await tx.run('DELETE FROM names WHERE parent = $1 AND address = $2', [parent, owner])
          // Another instance may take the label between the check and here: the primary key refuses the second one,
          // and throwing rolls back the release of the old name (and the nonce, which the user may use again).
          const inserted = await tx.run('INSERT INTO names (parent, label, address, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (parent, label) DO NOTHING', [parent, label, owner, now()])
          if (inserted !== 1) throw new NameError('TAKEN', `${label}.${parent} is taken.`)
        })
      } catch (e) {
        if (e instanceof NameError && e.code === 'TAKEN') throw new NameError('TAKEN', e.message, await store.suggest(label))
        throw e
      }
    },
  }
  return store
}
