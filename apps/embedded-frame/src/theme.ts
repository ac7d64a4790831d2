/**
 * SYNC_THEME in the frame (review H3). Only the spec's `--w3m-*` theme variables are accepted, each with a
 * value of its kind, so the app can restyle the frame page but never reach the variables the page's own
 * text uses. The approval panel takes none of them: its colours and font are fixed in page.css.
 */
type Kind = 'colour' | 'length' | 'percent' | 'integer' | 'font'

/** The variables the app may set (the names core's ThemeVariables mirrors from @reown/appkit). */
export const THEME_VARIABLES: Readonly<Record<string, Kind>> = {
  '--w3m-font-family': 'font',
  '--w3m-accent': 'colour',
  '--w3m-color-mix': 'colour',
  '--w3m-color-mix-strength': 'percent',
  '--w3m-font-size-master': 'length',
  '--w3m-border-radius-master': 'length',
  '--w3m-z-index': 'integer',
  '--w3m-modal-width': 'length',
  '--w3m-qr-color': 'colour',
}

const NUMBER = String.raw`\d{1,3}(?:\.\d{1,4})?`
const COLOUR = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:deg|%)?(?:\s*,\s*${NUMBER}%?){2}(?:\s*,\s*${NUMBER}%?)?\s*\)$`, 'i'),
  new RegExp(String.raw`^(?:rgba?|hsla?)\(\s*${NUMBER}(?:deg|%)?(?:\s+${NUMBER}%?){2}(?:\s*\/\s*${NUMBER}%?)?\s*\)$`, 'i'),
]
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%))$/
// Installed fonts could be anything (a symbol font makes every word unreadable): only generic families and
// common text faces. Nothing is fetched either way (the page's CSP has no font-src).
const SAFE_FONTS = new Set(
  [
    'serif',
    'sans-serif',
    'monospace',
    'system-ui',
    'ui-sans-serif',
    'ui-serif',
    'ui-monospace',
    'ui-rounded',
    '-apple-system',
    'BlinkMacSystemFont',
    'Segoe UI',
    'Roboto',
    'Helvetica',
    'Helvetica Neue',
    'Arial',
    'Inter',
    'Noto Sans',
    'Open Sans',
    'Ubuntu',
    'Cantarell',
    'Verdana',
    'Tahoma',
    'Georgia',
    'Times New Roman',
    'Courier New',
    'Menlo',
    'Monaco',
    'Consolas',
  ].map((f) => f.toLowerCase()),
)

function fontFamily(value: string): string | undefined {
  const families = value.split(',').map((f) => f.trim().replace(/^"([^"\\]*)"$|^'([^'\\]*)'$/, '$1$2'))
  if (!families.length || families.some((f) => !SAFE_FONTS.has(f.toLowerCase()))) return undefined
  return families.map((f) => (f.includes(' ') ? `"${f}"` : f)).join(', ')
}

function checkedValue(kind: Kind, raw: string | number): string | undefined {
  const text = String(raw).trim()
  switch (kind) {
    case 'colour':
      return typeof raw === 'string' && COLOUR.some((re) => re.test(text)) ? text : undefined
    case 'length':
      return typeof raw === 'string' && LENGTH.test(text) ? text : undefined
    case 'percent': {
      const n = Number(text)
      return /^\d{1,3}(?:\.\d{1,4})?$/.test(text) && n >= 0 && n <= 100 ? String(n) : undefined
    }
    case 'integer': {
      const n = Number(text)
      return /^-?\d{1,10}$/.test(text) && Math.abs(n) <= 2 ** 31 - 1 ? String(n) : undefined
    }
    case 'font':
      return typeof raw === 'string' ? fontFamily(text) : undefined
  }
}

/** The accepted variables with their checked values; everything else is dropped. */
export function themeVariablesOf(variables: Record<string, string | number> | undefined): Record<string, string> {
  const accepted: Record<string, string> = {}
  for (const [name, raw] of Object.entries(variables ?? {})) {
    const kind = Object.hasOwn(THEME_VARIABLES, name) ? THEME_VARIABLES[name] : undefined
    const value = kind && (typeof raw === 'string' || typeof raw === 'number') ? checkedValue(kind, raw) : undefined
    if (value !== undefined) accepted[name] = value
  }
  return accepted
}

/** Sets the theme on `html` through CSSOM (which the CSP allows); a new theme replaces the previous one. */
export function applyTheme(html: HTMLElement, mode: 'light' | 'dark' | undefined, variables: Record<string, string | number> | undefined) {
  if (mode === 'light' || mode === 'dark') html.dataset.theme = mode
  for (const name of Object.keys(THEME_VARIABLES)) html.style.removeProperty(name)
  for (const [name, value] of Object.entries(themeVariablesOf(variables))) html.style.setProperty(name, value)
}
