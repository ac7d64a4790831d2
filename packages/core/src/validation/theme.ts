/** Theme rules (spec §5: theme mode is light or dark). */
import type { ThemeMode } from '../types/theme'
import { type Issue, isRecord, issueList } from './issues'

export const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark'

type Kind = 'css' | 'percent' | 'integer'

/** The variables a host may set, and what each holds. */
const VARIABLES: Record<string, Kind> = {
  '--w3m-font-family': 'css',
  '--w3m-accent': 'css',
  '--w3m-color-mix': 'css',
  '--w3m-color-mix-strength': 'percent',
  '--w3m-font-size-master': 'css',
  '--w3m-border-radius-master': 'css',
  '--w3m-z-index': 'integer',
  '--w3m-modal-width': 'css',
  '--w3m-qr-color': 'css',
}

// Values land in CSS custom properties; braces, semicolons and url() could smuggle rules or requests.
const UNSAFE_CSS = /[;{}<>]|url\(|expression\(/i

/** Every problem with `value` as theme variables; empty when they are all known and safe. */
export function themeVariablesIssues(value: unknown, path = ''): Issue[] {
  if (!isRecord(value)) return [{ path, message: 'Theme variables must be an object' }]
  const { issues, add } = issueList(path)
  for (const [name, v] of Object.entries(value)) {
    const kind = VARIABLES[name]
    if (!kind) add(name, 'Unknown theme variable')
    else if (v === undefined) continue
    else if (kind === 'css' && (typeof v !== 'string' || UNSAFE_CSS.test(v))) add(name, 'Theme values may not contain ; { } < > url() or expression()')
    else if (kind === 'percent' && (typeof v !== 'number' || v < 0 || v > 100)) add(name, 'Must be a number from 0 to 100')
    else if (kind === 'integer' && (typeof v !== 'number' || !Number.isInteger(v))) add(name, 'Must be an integer')
  }
  return issues
}
