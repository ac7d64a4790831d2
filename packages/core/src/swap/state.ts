/**
 * The Swap form's state: its atom holds nothing until the view first opens (so the first bundle carries no initial
 * form), then what these read and patch.
 */
import { swapAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { SwapState } from '../types/swapState'

const EMPTY: SwapState = { amount: '', side: 'in', slippage: 0, tokens: { status: 'idle', items: [] }, quoteStatus: 'idle', status: 'idle' }

export const getSwap = (ctx: LatchContext): SwapState => ctx.store.get(swapAtom) ?? EMPTY

export const setSwap = (ctx: LatchContext, next: SwapState | ((s: SwapState) => SwapState)): void =>
  ctx.store.set(swapAtom, (s) => (typeof next === 'function' ? next(s ?? EMPTY) : next))

export const patchSwap = (ctx: LatchContext, next: Partial<SwapState>): void => setSwap(ctx, (s) => ({ ...s, ...next }))
