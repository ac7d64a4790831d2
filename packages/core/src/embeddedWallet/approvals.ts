/**
 * The approval view's lifecycle for unsafe embedded-wallet requests (spec §4 "After an RPC request"). Several
 * requests may wait at once (the frame shows them one after another): the frame stays visible while any is
 * open, and only the last one to finish hides it and leaves the view. Closing the modal aborts them all.
 */
import { openModal } from '../flows/openModal'
import { setModalOpen } from '../modal/modal'
import { goBack } from '../router/router'
import { popTransactionStack, pushTransactionStack, removeTransaction, type TransactionAction, type TransactionOutcome } from '../router/transactionStack'
import { embeddedWalletAtom, modalAtom, routerAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'

/**
 * Aborts every open approval (each tells the frame with RPC_ABORT, so none stays on its screen) and gives up
 * the approval view without navigating: the caller, or the user, has already moved on. A request arriving
 * before the aborted ones have ended opens the view afresh. Returns whether the view was up.
 */
export function withdrawApprovals(ctx: LatchContext, reason: unknown): boolean {
  const view = ctx.embeddedWallet.approvalView
  ctx.embeddedWallet.approvalView = undefined
  if (view) removeTransaction(ctx, view.action)
  for (const controller of [...ctx.embeddedWallet.approvals.keys()]) controller.abort(reason)
  return view !== undefined
}

/**
 * Approvals end with their view: closing the modal, or leaving ApproveTransaction (its back button), aborts
 * every open one, so none stays pending behind a hidden frame. Returns the unsubscribe function.
 */
export function watchApprovals(ctx: LatchContext): () => void {
  // Only the closing itself counts: other changes of a closed modal (a shake, loading) must not abort an
  // approval that is about to open it.
  let wasOpen = ctx.store.get(modalAtom).open
  const onModal = ctx.store.sub(modalAtom, () => {
    const { open } = ctx.store.get(modalAtom)
    if (wasOpen && !open) withdrawApprovals(ctx, new Error('The modal was closed'))
    wasOpen = open
  })
  const onRouter = ctx.store.sub(routerAtom, () => {
    if (ctx.embeddedWallet.approvalView && ctx.store.get(routerAtom).view !== 'ApproveTransaction') withdrawApprovals(ctx, new Error('The approval view was left'))
  })
  return () => {
    onModal()
    onRouter()
  }
}

/** Registers an approval and puts the frame over the modal; the first one opens or pushes the view. */
export function beginApproval(ctx: LatchContext, controller: AbortController, method: string): void {
  const rt = ctx.embeddedWallet
  rt.approvals.set(controller, method)
  // The frame shows its queue oldest first: name the request on screen, not the newest.
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, approval: { method: oldestMethod(ctx) ?? method }, frameVisible: true }))
  if (rt.approvalView) return
  // On the transaction stack (spec §4): success closes the modal the request opened, or returns to the view
  // the user was on; an error or a cancel goes back, which for a modal opened for it means closing.
  const openedModal = !ctx.store.get(modalAtom).open
  const action: TransactionAction = openedModal
    ? { onSuccess: () => setModalOpen(ctx, false) }
    : { view: 'ApproveTransaction', onSuccess: () => goBack(ctx) }
  rt.approvalView = { action }
  if (openedModal) openModal(ctx, { view: 'ApproveTransaction' })
  pushTransactionStack(ctx, action)
}

/** Ends an approval; the last one hides the frame and ends the view's transaction with the last outcome. */
export function endApproval(ctx: LatchContext, controller: AbortController, outcome: TransactionOutcome): void {
  const rt = ctx.embeddedWallet
  rt.approvals.delete(controller)
  const next = oldestMethod(ctx)
  if (next !== undefined) {
    // The frame now shows the next request in its queue.
    ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, approval: { method: next } }))
    return
  }
  const view = rt.approvalView
  // Cleared before leaving the view, so the router watch above does not take the exit for a desertion.
  rt.approvalView = undefined
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, approval: undefined, frameVisible: false }))
  if (!view) return
  if (ctx.store.get(routerAtom).view !== 'ApproveTransaction') removeTransaction(ctx, view.action)
  else popTransactionStack(ctx, outcome, view.action)
}

function oldestMethod(ctx: LatchContext): string | undefined {
  return ctx.embeddedWallet.approvals.values().next().value
}
