/** The Buy view's state: its atom holds nothing until the view first opens, then what these read and patch. */
import { onrampAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { OnrampState } from '../types/swapState'

export const EMPTY_ONRAMP: OnrampState = { options: { status: 'idle' }, amount: '', quotes: { status: 'idle', items: [] }, checkout: { status: 'idle' } }

export const getOnramp = (ctx: LatchContext): OnrampState => ctx.store.get(onrampAtom) ?? EMPTY_ONRAMP

export const patchOnramp = (ctx: LatchContext, next: Partial<OnrampState>): void => ctx.store.set(onrampAtom, (s) => ({ ...(s ?? EMPTY_ONRAMP), ...next }))
