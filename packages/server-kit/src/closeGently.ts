import type { Server } from 'node:http'

/**
 * Stops `server` without cutting anyone off: requests in flight finish (a client polling as the server stops gets its
 * answer, not a reset), idle keep-alive connections close at once, and whatever is still open after `graceMs` is forced.
 */
export function closeGently(server: Server, graceMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
}
