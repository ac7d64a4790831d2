import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeGently, readNodeBody } from '@latch/server-kit'
import type { LocalBitcoinAccount } from './accounts'
import { devRoutes } from './devRoutes'
import { esploraRoutes } from './esploraRoutes'
import { HttpError, matchRoute, type Reply, type Route } from './http'
import { LocalChain, type LocalChainOptions } from './localChain'
import { CAIP_NETWORK_ID } from './network'

/** electrs' default HTTP port on regtest, so an Esplora client set up for a local electrs finds this one. */
export const DEFAULT_PORT = 3002

export type StartLocalBitcoinParameters = LocalChainOptions & {
  /** Defaults to `'127.0.0.1'`. */
  host?: string
  /** 0 picks a free port. Defaults to `3002`. */
  port?: number
  /** Origins CORS allows, or `'*'` for any (a loopback dev chain holds nothing worth guarding). Defaults to `'*'`. */
  corsOrigins?: '*' | string[]
  /** Largest request body accepted, in bytes (a raw transaction as hex). Defaults to 1 MiB. */
  maxBodyBytes?: number
}

export type StartLocalBitcoinReturnType = {
  /** The Esplora API root, e.g. `http://127.0.0.1:3002` (paths such as `/blocks/tip/height` hang off it). */
  url: string
  port: number
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`: regtest's genesis hash, first 32 hex digits (CAIP-2). */
  caipNetworkId: string
  network: 'regtest'
  accounts: LocalBitcoinAccount[]
  /** The address block rewards go to by default; its key pays the faucet. */
  minerAddress: string
  chain: LocalChain
  /** Mines `blocks` blocks (the first takes the mempool), rewards to `address` or the miner. Returns their hashes. */
  mine(blocks?: number, address?: string): string[]
  /** Pays `sats` to `address` from the miner key with a signed transaction and mines it. */
  fund(address: string, sats: bigint | number): { txid: string; blockHash: string }
  /** Stops the server; the port is free when it resolves. */
  close(): Promise<void>
}

/** Starts a regtest chain in this process, with funded test accounts, behind an Esplora-shaped HTTP API on loopback. */
export async function startLocalBitcoin(parameters: StartLocalBitcoinParameters = {}): Promise<StartLocalBitcoinReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const maxBody = parameters.maxBodyBytes ?? 1_048_576
  const chain = new LocalChain(parameters)
  const routes: Route[] = [...esploraRoutes(chain.ledger), ...devRoutes(chain)]
  const cors = parameters.corsOrigins ?? '*'
  const server = createServer((req, res) => serve(req, res, routes, maxBody, cors))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    caipNetworkId: CAIP_NETWORK_ID,
    network: 'regtest',
    accounts: chain.accounts,
    minerAddress: chain.minerAddress,
    chain,
    mine: (blocks, address) => chain.mine(blocks, address),
    fund: (address, sats) => chain.fund(address, BigInt(sats)),
    close: () => closeGently(server),
  }
}

function corsHeaders(req: IncomingMessage, cors: '*' | string[]): Record<string, string> {
  const origin = req.headers.origin
  const allowed = cors === '*' ? '*' : origin && cors.includes(origin) ? origin : undefined
  if (!allowed) return {}
  return { 'access-control-allow-origin': allowed, 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '86400', ...(cors === '*' ? {} : { vary: 'origin' }) }
}

function serve(req: IncomingMessage, res: ServerResponse, routes: Route[], maxBody: number, cors: '*' | string[]): void {
  const headers = corsHeaders(req, cors)
  const send = (reply: Reply) => {
    if ('json' in reply) res.writeHead(reply.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(reply.json))
    else res.writeHead(reply.status, { ...headers, 'content-type': 'text/plain' }).end(reply.text)
  }
  if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end()
  const path = new URL(req.url ?? '/', 'http://localhost').pathname
  let match: ReturnType<typeof matchRoute>
  try {
    match = matchRoute(routes, req.method ?? '', path)
  } catch {
    send({ status: 400, text: 'Invalid path' })
    return
  }
  if (!match) {
    send({ status: 404, text: `${req.method} ${path} not found` })
    return
  }
  const route = match
  void readNodeBody(req, maxBody).then((body) => {
    if (body === undefined) return void res.writeHead(413, { ...headers, 'content-type': 'text/plain', connection: 'close' }).end('Payload Too Large')
    try {
      send(route.route.handle(route.params, body))
    } catch (error) {
      if (error instanceof HttpError) return send({ status: error.status, text: error.message })
      send({ status: 500, text: error instanceof Error ? error.message : String(error) })
    }
  })
}

