/** A theme change checked before it reaches the DOM (spec §5), as a plain value: the store and the start snapshot both apply it. */
import { InvalidThemeError } from '../errors/config'
import type { ThemeMode, ThemeState, ThemeVariables } from '../types/theme'
import { isThemeMode, themeVariablesIssues } from '../validation/theme'

/** `theme` in `mode`; the same object when nothing changes. */
export function withThemeMode(theme: ThemeState, mode: ThemeMode): ThemeState {
  if (!isThemeMode(mode)) throw new InvalidThemeError({ reason: `Theme mode must be 'light' or 'dark', got ${JSON.stringify(mode)}` })
  return theme.themeMode === mode ? theme : { ...theme, themeMode: mode }
}

/** `variables` merged over the current ones, like the original product. */
export function withThemeVariables(theme: ThemeState, variables: ThemeVariables): ThemeState {
  const issues = themeVariablesIssues(variables)
  if (issues.length > 0) throw new InvalidThemeError({ reason: issues.map((i) => `${i.path} ${i.message}`.trim()).join('; ') })
  return { ...theme, themeVariables: { ...theme.themeVariables, ...variables } }
}
