/** The view history stack and its operations (spec §2 "Navigation operations"). */
import { closeModal } from '../modal/modal'
import { routerAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { RouterData, RouterEntry, ViewName } from '../types/client'

function setHistory(ctx: LatchContext, history: readonly RouterEntry[]): void {
  const top = history[history.length - 1] ?? { view: 'Connect' as const }
  ctx.store.set(routerAtom, { view: top.view, data: top.data, history })
}

/** Adds a view on top; pushing the view already on top does nothing (spec §2). */
export function push(ctx: LatchContext, view: ViewName, data?: RouterData): void {
  const { history, view: current } = ctx.store.get(routerAtom)
  if (current === view) return
  setHistory(ctx, [...history, { view, data }])
}

/** Replaces the whole stack with one view. */
export function reset(ctx: LatchContext, view: ViewName, data?: RouterData): void {
  setHistory(ctx, [{ view, data }])
}

/** Swaps the top view, keeping what is below it. */
export function replace(ctx: LatchContext, view: ViewName, data?: RouterData): void {
  const { history } = ctx.store.get(routerAtom)
  setHistory(ctx, [...history.slice(0, -1), { view, data }])
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
