/**
 * The transaction stack (spec §4 "Transaction stack outcomes"): a flow that hands something to the wallet from
 * inside the modal records what to do when it ends. Success runs the flow's own continuation (a fresh form, the
 * Account view, closing); an error or a cancel runs its handler and goes back to where the user was. One stack per
 * instance, outside the store: its entries hold callbacks, which no snapshot should carry.
 */
import type { LatchContext } from '../state/context'
import type { TransactionAction, TransactionOutcome } from '../types/state'
import { goBack, push, replace } from './router'

export type { TransactionAction, TransactionOutcome }

const stacks = new WeakMap<LatchContext, TransactionAction[]>()

const stackOf = (ctx: LatchContext): TransactionAction[] => {
  const stack = stacks.get(ctx) ?? []
  stacks.set(ctx, stack)
  return stack
}

export function pushTransactionStack(ctx: LatchContext, action: TransactionAction): void {
  stackOf(ctx).push(action)
  if (!action.view) return
  if (action.replace) replace(ctx, action.view, action.data)
  else push(ctx, action.view, action.data)
}

/**
 * Ends a transaction — `action`, else the newest: success continues as the flow said; error and cancel run their
 * handler and go back (spec §4).
 */
export function popTransactionStack(ctx: LatchContext, outcome: TransactionOutcome, action?: TransactionAction): void {
  const ended = action ? (removeTransaction(ctx, action) ? action : undefined) : stackOf(ctx).pop()
  if (!ended) return
  if (outcome === 'success') {
    ended.onSuccess?.()
    return
  }
  if (outcome === 'error') ended.onError?.()
  else ended.onCancel?.()
  goBack(ctx)
}

/** Forgets a transaction the user already navigated away from, without running anything. */
export function removeTransaction(ctx: LatchContext, action: TransactionAction): boolean {
  const stack = stackOf(ctx)
  const index = stack.lastIndexOf(action)
  if (index < 0) return false
  stack.splice(index, 1)
  return true
}

/** A declined or abandoned request is a cancel; anything else that failed, an error. */
export function outcomeOfFailure(error: unknown): Exclude<TransactionOutcome, 'success'> {
  const code = (error as { code?: unknown } | undefined)?.code
  return code === 'USER_REJECTED' || code === 'REQUEST_ABORTED' ? 'cancel' : 'error'
}

export function transactionStackSize(ctx: LatchContext): number {
  return stacks.get(ctx)?.length ?? 0
}
