/** The SIWF relay stand-in on node:http, on loopback only: for the demo stack, local development and tests. */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { toNodeListener } from '@latch/server-kit'
import { createFarcasterRelayHandler, type FarcasterRelayHandlerOptions } from './createFarcasterRelayHandler'

export interface StartFarcasterRelayOptions extends FarcasterRelayHandlerOptions {
  /** A loopback address only. Defaults to 127.0.0.1. */
  host?: string
  /** Defaults to 0: a free port, read it from `port` or `url`. */
  port?: number
}

export interface RunningFarcasterRelay {
  /** What auth-client's `relay` option takes: `http://127.0.0.1:<port>` (no trailing slash, no /v1). */
  url: string
  port: number
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

export async function startFarcasterRelay(options: StartFarcasterRelayOptions): Promise<RunningFarcasterRelay> {
  const { host = '127.0.0.1', port: wanted = 0, ...handlerOptions } = options
  if (!LOOPBACK.has(host)) throw new Error(`startFarcasterRelay listens on loopback only, not ${host}: production uses relay.farcaster.xyz.`)
  const server = createServer(toNodeListener(createFarcasterRelayHandler(handlerOptions), '{"error":"The relay failed."}'))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(wanted, host, resolve)
  })
  const { port, address } = server.address() as AddressInfo
  const hostInUrl = address.includes(':') ? `[${address}]` : address
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
