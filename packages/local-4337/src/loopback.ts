/** The dev services here have no authentication: they must never listen beyond this machine. */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

export function assertLoopback(host: string, service: string): void {
  if (!LOOPBACK.has(host)) throw new Error(`${service} binds to loopback only (127.0.0.1, ::1 or localhost), not ${host}`)
}

/** How a URL names the host: IPv6 literals need brackets. */
export const urlHost = (host: string): string => (host.includes(':') ? `[${host}]` : host)
