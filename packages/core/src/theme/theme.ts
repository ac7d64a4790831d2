/** Theme mode and CSS variables (spec §3 "Theme sync", §5), validated before they reach the DOM. */
import { themeAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ThemeMode, ThemeVariables } from '../types/theme'
import { withThemeMode, withThemeVariables } from './themeChange'

export function setThemeMode(ctx: LatchContext, mode: ThemeMode): void {
  ctx.store.set(themeAtom, withThemeMode(ctx.store.get(themeAtom), mode))
}

/** Merges over the current variables, like the original product. */
export function setThemeVariables(ctx: LatchContext, variables: ThemeVariables): void {
  ctx.store.set(themeAtom, withThemeVariables(ctx.store.get(themeAtom), variables))
}
