import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { closeGently, readNodeBody } from '@latch/server-kit'
import type { Keypair } from '@solana/web3.js'
import { WebSocketServer } from 'ws'
import { LocalChain } from './chain'
import { ErrorCode } from './errors'
import { DEFAULT_LAMPORTS, type LocalSolanaAccount, type LocalSolanaMint, TEST_SEED, testKeypair, writeGenesis } from './genesis'
import { errorResponse, handleBody } from './jsonRpc'
import { servePubSub } from './subscriptions'

export type StartLocalSolanaParameters = {
  /** Defaults to `127.0.0.1`. */
  host?: string
  /** 0 picks a free port. Defaults to `8899` (solana-test-validator's). */
  port?: number
  /** Also serve the WebSocket on port + 1, where web3.js's `Connection` looks by default. Defaults to `true`. */
  wsOnNextPort?: boolean
  /** Keypairs to fund, or how many public test keys (see `testKeypair`) to derive. Defaults to `10`. */
  accounts?: number | Keypair[]
  /** Lamports each account starts with. Defaults to 1,000 SOL. */
  lamports?: bigint
  /** Seed of the test keys and mints. Defaults to `TEST_SEED`. */
  seed?: string
  /** Whole tokens accounts 0 and 1 hold in each mint at start. Defaults to `[1000, 500]`. */
  tokenAmounts?: [number, number]
  /** Wall-clock milliseconds per slot; 0 moves slots only with transactions. Defaults to `400`. */
  slotMs?: number
  /** Slots a blockhash stays valid for. Defaults to `150`. */
  blockhashValiditySlots?: number
  /** Largest request body accepted, in bytes (agave: 50 KiB). Defaults to `51_200`. */
  maxBodyBytes?: number
}

export type StartLocalSolanaReturnType = {
  url: string
  /** The PubSub endpoint on the same port (also served on port + 1 unless `wsOnNextPort` is false). */
  wsUrl: string
  port: number
  accounts: LocalSolanaAccount[]
  mints: LocalSolanaMint[]
  chain: LocalChain
  /** Moves the chain on by `count` slots (blockhashes older than the validity window expire). */
  advanceSlots(count: number): void
  stop(): Promise<void>
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

/** Starts a Solana JSON-RPC and PubSub server over LiteSVM on loopback, with funded test accounts and mints. */
export async function startLocalSolana(parameters: StartLocalSolanaParameters = {}): Promise<StartLocalSolanaReturnType> {
  const host = parameters.host ?? '127.0.0.1'
  const seed = parameters.seed ?? TEST_SEED
  const maxBody = parameters.maxBodyBytes ?? 51_200
  const chain = new LocalChain({ blockhashValiditySlots: parameters.blockhashValiditySlots })
  const keypairs = Array.isArray(parameters.accounts) ? parameters.accounts : Array.from({ length: parameters.accounts ?? 10 }, (_v, i) => testKeypair(i, seed))
  const genesis = writeGenesis(chain, { accounts: keypairs, lamports: parameters.lamports ?? DEFAULT_LAMPORTS, seed, tokenAmounts: parameters.tokenAmounts ?? [1_000, 500] })

  let subscriptionId = 0
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxBody })
  wss.on('connection', (socket) => servePubSub(chain, socket, () => ++subscriptionId))
  const makeServer = () => {
    const server = createServer((req, res) => serveHttp(req, res))
    server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req)))
    return server
  }
  const serveHttp = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS_HEADERS).end()
    if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('ok')
    if (req.method !== 'POST') return void res.writeHead(405, { ...CORS_HEADERS, allow: 'POST, OPTIONS' }).end()
    void readNodeBody(req, maxBody).then((text) => {
      if (text === undefined) return void res.writeHead(413, { ...CORS_HEADERS, 'content-type': 'text/plain', connection: 'close' }).end('Payload Too Large')
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return reply(res, errorResponse(null, ErrorCode.parse, 'Parse error'))
      }
      reply(res, handleBody(chain, body) ?? null)
    })
  }

  const port = parameters.port ?? 8899
  const wsNext = parameters.wsOnNextPort ?? true
  const servers = await listenWithNext(makeServer, host, port, wsNext)
  const boundPort = ((servers[0] as Server).address() as AddressInfo).port
  const timer = (parameters.slotMs ?? 400) > 0 ? setInterval(() => chain.advance(), parameters.slotMs ?? 400) : undefined
  timer?.unref()

  return {
    url: `http://${host}:${boundPort}`,
    wsUrl: `ws://${host}:${boundPort}`,
    port: boundPort,
    accounts: genesis.accounts,
    mints: genesis.mints,
    chain,
    advanceSlots: (count) => chain.advance(count),
    async stop() {
      if (timer) clearInterval(timer)
      for (const client of wss.clients) client.terminate()
      wss.close()
      // Requests a subscriber sent on a notification may still be on the wire: give them time to land and be answered.
      await new Promise((resolve) => setTimeout(resolve, 100))
      await Promise.all(servers.map(closeGently))
    },
  }
}


function reply(res: ServerResponse, body: unknown): void {
  if (body === null) return void res.writeHead(204, CORS_HEADERS).end()
  res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function listen(server: Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** Listens on `port` (and port + 1 for web3.js's default WebSocket URL); with port 0, retries until a pair is free. */
async function listenWithNext(make: () => Server, host: string, port: number, next: boolean): Promise<Server[]> {
  for (let attempt = 0; ; attempt++) {
    const main = make()
    await listen(main, host, port)
    if (!next) return [main]
    const bound = (main.address() as AddressInfo).port
    const second = make()
    try {
      await listen(second, host, bound + 1)
      return [main, second]
    } catch (error) {
      await new Promise<void>((resolve) => main.close(() => resolve()))
      if (port !== 0 || attempt >= 20) throw error
    }
  }
}

