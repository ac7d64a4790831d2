/**
 * A WalletConnect v2 relay for loopback: the `irn_*` methods sign-client and WalletKit use, plus the
 * combined `wc_proposeSession` / `wc_approveSession` publishes of sign-client 2.2x (for which the relay
 * itself publishes the parts and subscribes the caller to the new session topic).
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { clientIdOf } from './clientId'
import { errorText, parseIncoming, type RelayRequest, requestText, resultText } from './jsonRpc'
import { MAX_TTL_S, type RelayMessage, Topics } from './topics'

export interface RelayOptions {
  /** Defaults to 127.0.0.1; the relay is for loopback. */
  host?: string
  /** 0 picks a free port. */
  port?: number
  logger?: (line: string) => void
  /**
   * Which browser pages may open a socket, by their `Origin` header. Defaults to `isLoopbackOrigin`: pages
   * served from this machine, and clients that send no Origin (Node, native wallets). A page elsewhere on
   * the web (or one reached through DNS rebinding) would otherwise read and inject every pairing.
   */
  allowOrigin?: (origin: string | undefined) => boolean
}

/** `http(s)://` on 127.0.0.1, localhost or [::1], any port; or no Origin header at all (not a browser). */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (origin === undefined) return true
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
  } catch {
    return false
  }
}

export interface RelayHandle {
  url: string
  port: number
  stats(): { connections: number; topics: number; held: number; published: number; delivered: number }
  stop(): Promise<void>
}

/** Protocol tags of the combined publishes (WalletConnect spec: session propose / settle). */
const TAG = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const

class RpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const str = (v: unknown, name: string): string => {
  if (typeof v !== 'string' || v === '') throw new RpcFailure(-32602, `Invalid params: ${name} must be a non-empty string`)
  return v
}

export async function startRelay({ host = '127.0.0.1', port = 0, logger, allowOrigin = isLoopbackOrigin }: RelayOptions = {}): Promise<RelayHandle> {
  const server = new WebSocketServer({
    host,
    port,
    verifyClient: ({ req }: { req: { headers: { origin?: string } } }) => {
      const allowed = allowOrigin(req.headers.origin)
      if (!allowed) logger?.(`refused a socket from origin ${req.headers.origin}`)
      return allowed
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const topics = new Topics()
  const sockets = new Map<string, WebSocket>()
  const clientOf = new Map<string, string>() // socket id → client id
  const client = (socketId: string) => clientOf.get(socketId) ?? socketId
  const counters = { published: 0, delivered: 0 }
  const sweeper = setInterval(() => topics.sweep(), 60_000)
  sweeper.unref()

  const deliver = (socketId: string, subscriptionId: string, m: RelayMessage) => {
    const ws = sockets.get(socketId)
    if (!ws || ws.readyState !== ws.OPEN) return false
    const data = { topic: m.topic, message: m.message, publishedAt: m.publishedAt, tag: m.tag, ...(m.attestation ? { attestation: m.attestation } : {}) }
    ws.send(requestText('irn_subscription', { id: subscriptionId, data }))
    counters.delivered++
    return true
  }

  const publish = (socketId: string, p: { topic: string; message: string; ttl?: unknown; tag?: unknown; attestation?: unknown }) => {
    const ttl = typeof p.ttl === 'number' && p.ttl > 0 ? Math.min(p.ttl, MAX_TTL_S) : 300
    const now = Date.now()
    const m: RelayMessage = {
      topic: p.topic,
      message: p.message,
      publishedAt: now,
      tag: typeof p.tag === 'number' ? p.tag : 0,
      attestation: typeof p.attestation === 'string' ? p.attestation : undefined,
      from: client(socketId),
      expiresAt: now + ttl * 1000,
    }
    counters.published++
    const others = topics.listeners(p.topic).filter(([listener]) => client(listener) !== m.from)
    const delivered = others.filter(([listener, subId]) => deliver(listener, subId, m)).length
    if (delivered === 0) topics.hold(m)
  }

  const subscribe = (socketId: string, topic: string): string => {
    const id = topics.subscribe(socketId, topic)
    // Answer first, then flush: the client maps the subscription id before the first message arrives.
    queueMicrotask(() => {
      for (const m of topics.take(topic, client(socketId))) deliver(socketId, id, m)
    })
    return id
  }

  // A Map, not an object: a method named `constructor`, `toString` or `__proto__` must find nothing, not a
  // property every object inherits.
  const handlers = new Map<string, (socketId: string, params: Record<string, unknown>) => unknown>(Object.entries({
    irn_subscribe: (s, p) => subscribe(s, str(p.topic, 'topic')),
    irn_batchSubscribe: (s, p) => {
      if (!Array.isArray(p.topics)) throw new RpcFailure(-32602, 'Invalid params: topics must be an array')
      return p.topics.map((t) => subscribe(s, str(t, 'topic')))
    },
    irn_unsubscribe: (s, p) => {
      topics.unsubscribe(s, str(p.topic, 'topic'))
      return true
    },
    irn_batchUnsubscribe: (s, p) => {
      const list = Array.isArray(p.subscriptions) ? p.subscriptions : []
      for (const sub of list) topics.unsubscribe(s, str((sub as { topic?: unknown }).topic, 'topic'))
      return true
    },
    irn_publish: (s, p) => {
      publish(s, { ...p, topic: str(p.topic, 'topic'), message: str(p.message, 'message') })
      return true
    },
    irn_batchPublish: (s, p) => {
      const list = Array.isArray(p.messages) ? p.messages : []
      for (const m of list as Record<string, unknown>[]) publish(s, { ...m, topic: str(m.topic, 'topic'), message: str(m.message, 'message') })
      return true
    },
    irn_batchFetchMessages: (s, p) => {
      const wanted = Array.isArray(p.topics) ? p.topics.map((t) => str(t, 'topic')) : []
      const messages = wanted.flatMap((t) => topics.take(t, client(s))).map(({ topic, message, publishedAt, tag, attestation }) => ({ topic, message, publishedAt, tag, attestation }))
      return { messages, hasMore: false }
    },
    wc_proposeSession: (s, p) => {
      // The dapp hears the wallet's answer on the pairing topic without a subscribe of its own.
      topics.subscribe(s, str(p.pairingTopic, 'pairingTopic'))
      publish(s, { topic: str(p.pairingTopic, 'pairingTopic'), message: str(p.sessionProposal, 'sessionProposal'), ttl: p.ttl, tag: TAG.proposal, attestation: p.attestation })
      return true
    },
    wc_approveSession: (s, p) => {
      const sessionTopic = str(p.sessionTopic, 'sessionTopic')
      // The wallet hears the dapp's answer on the session topic without a subscribe of its own.
      topics.subscribe(s, sessionTopic)
      publish(s, { topic: str(p.pairingTopic, 'pairingTopic'), message: str(p.sessionProposalResponse, 'sessionProposalResponse'), ttl: p.ttl, tag: TAG.proposalResponse })
      publish(s, { topic: sessionTopic, message: str(p.sessionSettlementRequest, 'sessionSettlementRequest'), ttl: p.ttl, tag: TAG.settle })
      return true
    },
  }))

  const handle = (socketId: string, ws: WebSocket, { rawId, method, params }: RelayRequest) => {
    logger?.(`${socketId.slice(0, 4)} ${method} ${JSON.stringify(params).slice(0, 120)}`)
    const handler = handlers.get(method)
    if (!handler) {
      logger?.(`unknown method ${method}`)
      ws.send(errorText(rawId, -32601, `Method not found: ${method}`))
      return
    }
    try {
      ws.send(resultText(rawId, handler(socketId, params)))
    } catch (error) {
      const failure = error instanceof RpcFailure ? error : new RpcFailure(-32603, (error as Error).message)
      ws.send(errorText(rawId, failure.code, failure.message))
    }
  }

  server.on('connection', (ws, req) => {
    const socketId = randomUUID()
    sockets.set(socketId, ws)
    clientOf.set(socketId, clientIdOf(req.url, socketId))
    ws.on('message', (data) => {
      const incoming = parseIncoming(data.toString())
      if (incoming.kind === 'request') handle(socketId, ws, incoming.request)
      else if (incoming.kind === 'invalid') ws.send(errorText(incoming.rawId, incoming.reason === 'Parse error' ? -32700 : -32600, incoming.reason))
      // Responses are the clients' acks of irn_subscription: nothing to do.
    })
    ws.on('close', () => {
      sockets.delete(socketId)
      clientOf.delete(socketId)
      topics.dropSocket(socketId)
    })
    ws.on('error', (error) => logger?.(`socket error: ${error.message}`))
  })

  const { port: actualPort } = server.address() as AddressInfo
  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    stats: () => ({ connections: sockets.size, ...topics.stats(), ...counters }),
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper)
        for (const ws of sockets.values()) ws.terminate()
        server.close(() => resolve())
      }),
  }
}
