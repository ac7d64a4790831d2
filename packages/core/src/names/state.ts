/** The RegisterAccountName view's state: its atom holds nothing until the view first opens, then what these read and patch. */
import { namesAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { NamesState } from './types'

export const emptyNames = (parent: string): NamesState => ({ parent, label: '', availability: { status: 'idle' }, status: 'idle' })

export const getNames = (ctx: LatchContext): NamesState => ctx.store.get(namesAtom) ?? emptyNames(ctx.options.names?.parent ?? '')

export const patchNames = (ctx: LatchContext, next: Partial<NamesState>): void => ctx.store.set(namesAtom, (s) => ({ ...(s ?? emptyNames(ctx.options.names?.parent ?? '')), ...next }))
