/**
 * Transactions sent from the modal, listed as pending at once and kept until a source reports them confirmed or
 * failed (spec §9: at most 99 tracked, the oldest dropped). Every read of the account's activity settles them;
 * the Activity tab reads again every few seconds while it shows some.
 */
import { MAX_PENDING_TRANSACTIONS } from '../constants'
import { pendingTransactionsAtom } from '../state/atoms'
import type { PendingTransaction } from '../types/state'
import type { LatchContext } from '../state/context'

export function trackPendingTransaction(ctx: LatchContext, tx: PendingTransaction): void {
  ctx.store.set(pendingTransactionsAtom, (list) => [tx, ...list.filter((p) => p.hash !== tx.hash)].slice(0, MAX_PENDING_TRANSACTIONS))
}

/**
 * Drops those of `key` the source reported settled: its own entry, with its status, takes their place. `same` is
 * the namespace's spelling of an id for comparing (eip155 hashes come in either case; base58 ids do not).
 */
export function settlePending(ctx: LatchContext, key: string, reported: readonly { hash: string; status: string }[], same: (hash: string) => string): void {
  const settled = new Set(reported.filter((t) => t.status !== 'pending').map((t) => same(t.hash)))
  const list = ctx.store.get(pendingTransactionsAtom)
  const kept = list.filter((p) => p.key !== key || !settled.has(same(p.hash)))
  if (kept.length !== list.length) ctx.store.set(pendingTransactionsAtom, kept)
}
