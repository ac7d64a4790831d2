import { modalAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'

/** Closing the modal while approvals are open aborts them (spec §4 "After an RPC request"). */
export function abortApprovalsOnClose(ctx: LatchContext): () => void {
  return ctx.store.sub(modalAtom, () => {
    if (ctx.store.get(modalAtom).open) return
    for (const controller of [...ctx.embeddedWallet.approvals]) controller.abort(new Error('The modal was closed'))
  })
}
