/**
 * Allowed-origin patterns (spec §5): an exact origin (`https://app.example.com`), a subdomain wildcard
 * (`https://*.example.com`: any subdomain, not the apex) or a port wildcard (`http://localhost:*`: any port,
 * or none). The scheme always has to match. A bare `*` is not a pattern: a frame that answers every page
 * is exactly what the allow-list exists to prevent.
 *
 * A subdomain wildcard must sit under a registrable domain: `https://*.com`, `https://*.co.uk`,
 * `https://*.github.io` or `http://*.localhost:*` would trust every site anyone can register or host
 * there, so one config typo would allow the whole web. See `isBelowPublicSuffix` for the rule.
 *
 * The one exception is `DEFAULT_ALLOWED_ORIGINS`, the development defaults of spec §5 (previews on
 * `*.vercel.app`, `*.pages.dev`, `*.ngrok-free.app`), which a frame server uses for a project that lists
 * no origins. Those exact strings are trusted as the built-in list they are — matched by
 * `isAllowedOrigin` — but `isOriginPattern`, which validates what a project configures, still refuses
 * them: a project cannot name a hosting platform's wildcard itself, only fall back to the dev defaults.
 */
import { DEFAULT_ALLOWED_ORIGINS } from './constants'
import { isBelowPublicSuffix } from './publicSuffixes'

interface Pattern {
  scheme: string
  host: string
  /** `*.` prefix: any subdomain of `host`. */
  subdomains: boolean
  /** `'*'`: any port; `''`: the scheme's default; else the port. */
  port: string
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|\d{1,5}))?$/i
/** Ends in a number: an IPv4 address or part of one (URL parsers read it so), never a domain with subdomains. */
const NUMERIC_END = /(^|\.)\d+$/

function parsePattern(pattern: string, { devDefaults }: { devDefaults: boolean }): Pattern | undefined {
  const m = PATTERN.exec(pattern.trim())
  if (!m) return undefined
  const [, scheme = '', star, rawHost = '', port = ''] = m
  const host = rawHost.toLowerCase()
  const subdomains = Boolean(star)
  if (subdomains && !(devDefaults && (DEFAULT_ALLOWED_ORIGINS as readonly string[]).includes(pattern)) && (host.startsWith('[') || NUMERIC_END.test(host) || !isBelowPublicSuffix(host))) return undefined
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80'
  return { scheme: scheme.toLowerCase(), host, subdomains, port: port === defaultPort ? '' : port }
}

function parseOrigin(origin: string): { scheme: string; host: string; port: string } | undefined {
  try {
    const url = new URL(origin)
    if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined
    return { scheme: url.protocol.slice(0, -1), host: url.hostname.toLowerCase(), port: url.port }
  } catch {
    return undefined
  }
}

/**
 * Whether a pattern is one this module accepts in a project's configuration: well formed, and no
 * wildcard over a public suffix (not even the dev defaults' own, see above).
 */
export function isOriginPattern(pattern: string): boolean {
  return parsePattern(pattern, { devDefaults: false }) !== undefined
}

/** Whether `origin` (exactly as `MessageEvent.origin` gives it) matches one of `patterns`. */
export function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean {
  const o = parseOrigin(origin)
  if (!o) return false
  return patterns.some((raw) => {
    const p = parsePattern(raw, { devDefaults: true })
    if (!p || p.scheme !== o.scheme) return false
    if (p.port !== '*' && p.port !== o.port) return false
    return p.subdomains ? o.host.endsWith(`.${p.host}`) : o.host === p.host
  })
}
