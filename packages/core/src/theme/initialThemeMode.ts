import type { ThemeMode } from '../types/theme'

/** The start theme: the host's mode, else the system's preference, else light. */
export function initialThemeMode(requested: ThemeMode | undefined): ThemeMode {
  if (requested) return requested
  if (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches) return 'dark'
  return 'light'
}
