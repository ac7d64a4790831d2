/**
 * Allowed-origin patterns (spec §5): an exact origin (`https://app.example.com`), a subdomain wildcard
 * (`https://*.vercel.app`: any subdomain, not the apex) or a port wildcard (`http://localhost:*`: any port,
 * or none). The scheme always has to match. A bare `*` is not a pattern: a frame that answers every page
 * is exactly what the allow-list exists to prevent.
 */

interface Pattern {
  scheme: string
  host: string
  /** `*.` prefix: any subdomain of `host`. */
  subdomains: boolean
  /** `'*'`: any port; `''`: the scheme's default; else the port. */
  port: string
}

const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\*|\d{1,5}))?$/i

function parsePattern(pattern: string): Pattern | undefined {
  const m = PATTERN.exec(pattern.trim())
  if (!m) return undefined
  const [, scheme = '', star, host = '', port = ''] = m
  const defaultPort = scheme.toLowerCase() === 'https' ? '443' : '80'
  return { scheme: scheme.toLowerCase(), host: host.toLowerCase(), subdomains: Boolean(star), port: port === defaultPort ? '' : port }
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

/** Whether a pattern is one this module understands (for validating a project's configuration). */
export function isOriginPattern(pattern: string): boolean {
  return parsePattern(pattern) !== undefined
}

/** Whether `origin` (exactly as `MessageEvent.origin` gives it) matches one of `patterns`. */
export function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean {
  const o = parseOrigin(origin)
  if (!o) return false
  return patterns.some((raw) => {
    const p = parsePattern(raw)
    if (!p || p.scheme !== o.scheme) return false
    if (p.port !== '*' && p.port !== o.port) return false
    return p.subdomains ? o.host.endsWith(`.${p.host}`) : o.host === p.host
  })
}
