/** Theme mode and CSS variables (spec §3 "Theme sync", §5), validated before they reach the DOM. */
import { InvalidThemeError } from '../errors/config'
import { themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ThemeMode, ThemeVariables } from '../types/theme'
import { isThemeMode, themeVariablesIssues } from '../validation/theme'

export function setThemeMode(ctx: LatchContext, mode: ThemeMode): void {
  if (!isThemeMode(mode)) throw new InvalidThemeError({ reason: `Theme mode must be 'light' or 'dark', got ${JSON.stringify(mode)}` })
  ctx.store.set(themeAtom, (t) => (t.themeMode === mode ? t : { ...t, themeMode: mode }))
}

/** Merges over the current variables, like the original product. */
export function setThemeVariables(ctx: LatchContext, variables: ThemeVariables): void {
  const issues = themeVariablesIssues(variables)
  if (issues.length > 0) throw new InvalidThemeError({ reason: issues.map((i) => `${i.path} ${i.message}`.trim()).join('; ') })
  ctx.store.set(themeAtom, (t) => ({ ...t, themeVariables: { ...t.themeVariables, ...variables } }))
}

/** The start theme: the host's mode, else the system's preference, else light. */
export function initialThemeMode(requested: ThemeMode | undefined): ThemeMode {
  if (requested) return requested
  if (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches) return 'dark'
  return 'light'
}
