import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeGently, readNodeBody } from '@latch/server-kit'
import type { LocalCosmosAccount } from './accounts'
import { DECIMALS, DEFAULT_PORT, DENOM, DISPLAY_DENOM, GAS_PRICE, SECOND_DENOM } from './chain'
import { devFund } from './devRoutes'
import { call, handleJsonRpc } from './jsonRpc'
import { LocalChain, type LocalChainOptions } from './localChain'
import { rpcMethods } from './rpcMethods'
import { Params } from './rpcParams'

export type StartLocalCosmosParameters = LocalChainOptions & {
  /** Defaults to `'127.0.0.1'`. */
  host?: string
  /** 0 picks a free port. Defaults to `26657`, CometBFT's RPC port. */
  port?: number
  /** Largest request body accepted, in bytes. Defaults to 1 MiB (CometBFT's default `max_body_bytes`). */
  maxBodyBytes?: number
}

export type StartLocalCosmosReturnType = {
  /** The CometBFT RPC, e.g. `http://127.0.0.1:26657`: what `StargateClient.connect` takes. */
  url: string
  chainId: string
  /** Bech32 prefix of addresses. */
  prefix: string
  denom: typeof DENOM
  displayDenom: typeof DISPLAY_DENOM
  decimals: typeof DECIMALS
  secondDenom: typeof SECOND_DENOM
  /** The minimum gas price, in the form `GasPrice.fromString` reads. */
  gasPrice: typeof GAS_PRICE
  /** Funded, public test accounts (alice, bob, …): mnemonic and address. */
  accounts: LocalCosmosAccount[]
  /** Stops the server; the port is free when it resolves. */
  close(): Promise<void>
}

/** Starts a Cosmos SDK–style chain in this process behind a CometBFT RPC on loopback, with funded test accounts. */
export async function startLocalCosmos(parameters: StartLocalCosmosParameters = {}): Promise<StartLocalCosmosReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const maxBody = parameters.maxBodyBytes ?? 1_048_576
  const chain = new LocalChain(parameters)
  let methods: ReturnType<typeof rpcMethods> = {}
  const server = createServer((req, res) => serve(req, res, chain, methods, maxBody))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  methods = rpcMethods(chain, `tcp://${host}:${port}`)
  return {
    url: `http://${host}:${port}`,
    chainId: chain.ledger.chainId,
    prefix: chain.ledger.prefix,
    denom: DENOM,
    displayDenom: DISPLAY_DENOM,
    decimals: DECIMALS,
    secondDenom: SECOND_DENOM,
    gasPrice: GAS_PRICE,
    accounts: chain.accounts,
    close: () => closeGently(server),
  }
}

// CometBFT's `cors_allowed_headers` default, so a browser page sends what Comet would accept.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'HEAD, GET, POST, OPTIONS',
  'access-control-allow-headers': 'Origin, Accept, Content-Type, X-Requested-With, X-Server-Time',
  'access-control-max-age': '86400',
}

function serve(req: IncomingMessage, res: ServerResponse, chain: LocalChain, methods: ReturnType<typeof rpcMethods>, maxBody: number): void {
  const send = (status: number, body: unknown): void => void res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body))
  if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end()
  let url: URL
  try {
    url = new URL(req.url ?? '/', 'http://localhost')
  } catch {
    send(400, { error: 'Invalid URL' })
    return
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (url.pathname === '/') {
      send(200, { methods: Object.keys(methods).sort(), dev: ['POST /dev/fund'] })
      return
    }
    // Comet's URI form: GET /status, GET /abci_query?path="…"&data=0x…
    let method: string
    try {
      method = decodeURIComponent(url.pathname.slice(1))
    } catch {
      send(400, { error: 'Invalid path' })
      return
    }
    const response = call(methods, -1, method, new Params(Object.fromEntries(url.searchParams), true))
    const status = 'error' in response ? (response.error.code === -32601 ? 404 : 500) : 200
    send(status, response)
    return
  }
  if (req.method !== 'POST' || (url.pathname !== '/' && url.pathname !== '/dev/fund')) {
    send(404, { error: `${req.method} ${url.pathname} not found` })
    return
  }
  void readNodeBody(req, maxBody).then((body) => {
    if (body === undefined) return void res.writeHead(413, { ...CORS, 'content-type': 'text/plain', connection: 'close' }).end('Payload Too Large')
    try {
      if (url.pathname === '/dev/fund') {
        const reply = devFund(chain, body)
        send(reply.status, reply.json)
        return
      }
      send(200, handleJsonRpc(methods, body))
    } catch (error) {
      send(500, { error: error instanceof Error ? error.message : String(error) })
    }
  })
}

