/**
 * The name service on node:http for the demo stack and local development: opens (and migrates) the database,
 * serves the handler on loopback, and stops both. In production, mount `createNameHandler` in your own server
 * behind TLS (see the README).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Wallet } from 'ethers'
import { openDb } from './db/db'
import { createNameHandler, type NameHandlerOptions } from './handler/createNameHandler'
import { toNodeListener } from './handler/toNodeListener'

export interface StartNameServerOptions extends Pick<NameHandlerOptions, 'parent' | 'chain' | 'signerKey' | 'allowedOrigins' | 'rateLimit' | 'ttlSeconds'> {
  /** A loopback address only. Defaults to 127.0.0.1. */
  host?: string
  /** Defaults to 0: a free port, read it from `url`. */
  port?: number
  /** PGlite's data directory; neither this nor `databaseUrl`: in memory. */
  dbPath?: string
  /** A PostgreSQL connection URL; wins over `dbPath`. */
  databaseUrl?: string
}

export interface RunningNameServer {
  url: string
  /** The address to configure as the resolver's signer. */
  signerAddress: string
  stop(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost'])

export async function startNameServer(options: StartNameServerOptions): Promise<RunningNameServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.has(host)) throw new Error(`startNameServer listens on loopback only, not ${host}; in production mount createNameHandler behind TLS.`)
  const db = await openDb({ ...(options.dbPath ? { dbPath: options.dbPath } : {}), ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}) })
  const { host: _host, port: _port, dbPath: _dbPath, databaseUrl: _databaseUrl, ...handlerOptions } = options
  const server = createServer(toNodeListener(createNameHandler({ ...handlerOptions, db })))
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, resolve)
    })
  } catch (e) {
    await db.close()
    throw e
  }
  const { port, address } = server.address() as AddressInfo
  const hostInUrl = address.includes(':') ? `[${address}]` : address
  return {
    url: `http://${hostInUrl}:${port}`,
    signerAddress: new Wallet(options.signerKey).address,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
