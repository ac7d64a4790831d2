/** Theme mode and CSS variables (spec §3 "Theme sync", §5), validated before they reach the DOM. */
import * as v from 'valibot'
import { InvalidThemeError } from '../errors/config'
import { themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ThemeMode, ThemeVariables } from '../types/theme'
import { themeModeSchema, themeVariablesSchema } from '../validation/theme'

export function setThemeMode(ctx: LatchContext, mode: ThemeMode): void {
  if (!v.is(themeModeSchema, mode)) throw new InvalidThemeError({ reason: `Theme mode must be 'light' or 'dark', got ${JSON.stringify(mode)}` })
  ctx.store.set(themeAtom, (t) => (t.themeMode === mode ? t : { ...t, themeMode: mode }))
}

/** Merges over the current variables, like the original product. */
export function setThemeVariables(ctx: LatchContext, variables: ThemeVariables): void {
  const result = v.safeParse(themeVariablesSchema, variables)
  if (!result.success) {
    throw new InvalidThemeError({ reason: result.issues.map((i) => `${i.path?.map((p) => String(p.key)).join('.') ?? ''} ${i.message}`.trim()).join('; ') })
  }
  ctx.store.set(themeAtom, (t) => ({ ...t, themeVariables: { ...t.themeVariables, ...result.output } }))
}

/** The start theme: the host's mode, else the system's preference, else light. */
export function initialThemeMode(requested: ThemeMode | undefined): ThemeMode {
  if (requested) return requested
  if (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches) return 'dark'
  return 'light'
}
