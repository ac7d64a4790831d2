/** The client's `names` methods, built in their lazy chunk so the first bundle carries only their names. */
import type { LatchContext } from '../state/context'
import type { LatchClient } from '../types/client'
import { lookupName, openNames, registerName, setNameLabel } from './register'

export const namesActions = (ctx: LatchContext): LatchClient['names'] => ({
  open: async () => openNames(ctx),
  setLabel: async (label) => setNameLabel(ctx, label),
  register: () => registerName(ctx),
  lookup: () => lookupName(ctx),
})
