/** The view history stack and its operations (spec §2 "Navigation operations"). */
import { closeModal } from '../modal/modal'
import { routerAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { RouterData, RouterEntry, ViewName } from '../types/client'

/**
 * The QR code of ConnectingWalletConnectBasic cannot be scanned by the phone showing it: there the same request
 * shows the wallet list, whose rows open each wallet's app (as open rule 4 of spec §2 does on mobile).
 */
function forDevice(ctx: LatchContext, view: ViewName): ViewName {
  return view === 'ConnectingWalletConnectBasic' && ctx.isMobile() ? 'AllWallets' : view
}

function setHistory(ctx: LatchContext, history: readonly RouterEntry[]): void {
  const top = history[history.length - 1] ?? { view: 'Connect' as const }
  ctx.store.set(routerAtom, { view: top.view, data: top.data, history })
}

/** Adds a view on top; pushing the view already on top does nothing (spec §2). */
export function push(ctx: LatchContext, requested: ViewName, data?: RouterData): void {
  const view = forDevice(ctx, requested)
  const { history, view: current } = ctx.store.get(routerAtom)
  if (current === view) return
  setHistory(ctx, [...history, { view, data }])
}

/** Replaces the whole stack with one view. */
export function reset(ctx: LatchContext, view: ViewName, data?: RouterData): void {
  setHistory(ctx, [{ view: forDevice(ctx, view), data }])
}

/** Swaps the top view, keeping what is below it. */
export function replace(ctx: LatchContext, view: ViewName, data?: RouterData): void {
  const { history } = ctx.store.get(routerAtom)
  setHistory(ctx, [...history.slice(0, -1), { view: forDevice(ctx, view), data }])
}

/** Pops one view; with only one left it closes the modal instead (spec §2). */
export function goBack(ctx: LatchContext): void {
  const { history } = ctx.store.get(routerAtom)
  if (history.length > 1) setHistory(ctx, history.slice(0, -1))
  else closeModal(ctx)
}

/** Pops back to `index` (0 is the bottom); an index outside the stack is ignored. */
export function goBackToIndex(ctx: LatchContext, index: number): void {
  const { history } = ctx.store.get(routerAtom)
  if (!Number.isInteger(index) || index < 0 || index >= history.length - 1) return
  setHistory(ctx, history.slice(0, index + 1))
}

export function goBackOrCloseModal(ctx: LatchContext): void {
  const { history } = ctx.store.get(routerAtom)
  if (history.length > 1) goBack(ctx)
  else closeModal(ctx)
}
