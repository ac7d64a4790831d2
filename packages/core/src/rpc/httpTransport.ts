/**
 * JSON-RPC over HTTP for every adapter (spec §9): endpoints tried best-first with fallback, a 10 s
 * timeout per try, batches of at most 1000 calls per request, 3 retry rounds with 150 ms doubling
 * backoff, health ranking from real traffic and pings, 4 s polling. Chain verification rides along in
 * the first batch sent to an endpoint, so it costs no extra round trip.
 */
import { RPC_BATCH_SIZE, RPC_FALLBACK_POLLING_MS, RPC_PING_TIMEOUT_MS, RPC_RETRY_BASE_DELAY_MS, RPC_RETRY_COUNT, RPC_TIMEOUT_MS } from '../constants'
import { RpcResponseError, RpcUnreachableError } from './errors'
import { createEndpointHealth, type EndpointHealth } from './health'
import { ENDPOINT_ERROR_CODES, matchReplies, type RpcCall, type RpcReply, toBody } from './jsonRpc'

export interface RpcTransportOptions {
  urls: readonly string[]
  /** Injected for tests and non-browser runtimes. Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch
  /** Per try, per endpoint. Defaults to 10 000 ms. */
  timeoutMs?: number
  /** Extra rounds over all endpoints after the first. Defaults to 3. */
  retryCount?: number
  /** First backoff between rounds; doubles each round. Defaults to 150 ms. */
  retryDelayMs?: number
  /** Calls per HTTP request. Defaults to 1000. */
  batchSize?: number
  /** Proves an endpoint serves the expected chain (e.g. `eth_chainId` on eip155). */
  verify?: { call: RpcCall; check(result: unknown): boolean }
  health?: EndpointHealth
  sleep?: (ms: number) => Promise<void>
}

export type BatchResult = { result: unknown } | { error: RpcResponseError }

export interface RpcTransport {
  request<T = unknown>(method: string, params?: unknown): Promise<T>
  /** Many calls in as few round trips as the batch size allows; per-call errors are returned, not thrown. */
  batch(calls: readonly RpcCall[]): Promise<BatchResult[]>
  /** Samples every endpoint once (1 s timeout) for the ranking. */
  ping(): Promise<void>
  /** Calls `onResult` every `intervalMs` (default 4 s) until the returned stop function is called. */
  poll(call: RpcCall, onResult: (result: unknown) => void, intervalMs?: number): () => void
  readonly health: EndpointHealth
}

class EndpointFailure extends Error {}

export function createRpcTransport(options: RpcTransportOptions): RpcTransport {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const timeoutMs = options.timeoutMs ?? RPC_TIMEOUT_MS
  const retryCount = options.retryCount ?? RPC_RETRY_COUNT
  const retryDelayMs = options.retryDelayMs ?? RPC_RETRY_BASE_DELAY_MS
  const batchSize = Math.max(1, options.batchSize ?? RPC_BATCH_SIZE)
  const health = options.health ?? createEndpointHealth()
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const verified = new Map<string, boolean>()
  let nextId = 1

  /** One HTTP round trip to one endpoint; throws EndpointFailure for anything that is not a usable reply. */
  async function post(url: string, calls: readonly RpcCall[], limitMs: number): Promise<RpcReply[]> {
    const needsVerify = options.verify !== undefined && verified.get(url) === undefined
    const sent = needsVerify && options.verify ? [options.verify.call, ...calls] : [...calls]
    const body = toBody(sent, nextId)
    nextId += body.length
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), limitMs)
    const started = Date.now()
    try {
      let response: Response
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body.length === 1 ? body[0] : body),
          signal: controller.signal,
        })
      } catch (error) {
        throw new EndpointFailure(controller.signal.aborted ? `timed out after ${limitMs} ms` : `unreachable: ${(error as Error).message}`)
      }
      if (!response.ok) throw new EndpointFailure(`HTTP ${response.status}`)
      let parsed: unknown
      try {
        parsed = await response.json()
      } catch {
        throw new EndpointFailure(controller.signal.aborted ? `timed out after ${limitMs} ms` : 'not JSON')
      }
      const replies = matchReplies(body, parsed)
      if (!replies) throw new EndpointFailure('malformed JSON-RPC reply')
      if (needsVerify && options.verify) {
        const first = replies.shift() as RpcReply
        const ok = 'result' in first && options.verify.check(first.result)
        verified.set(url, ok)
        if (!ok) throw new EndpointFailure('wrong chain')
      }
      const limited = replies.find((r) => 'error' in r && ENDPOINT_ERROR_CODES.includes(r.error.code))
      if (limited && 'error' in limited) throw new EndpointFailure(`rate limited (${limited.error.code})`)
      health.record(url, { ok: true, latencyMs: Date.now() - started })
      return replies
    } catch (error) {
      health.record(url, { ok: false, latencyMs: Date.now() - started })
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  /** Best endpoint first; on failure the next; after a full round, back off and go again. */
  async function send(calls: readonly RpcCall[]): Promise<{ url: string; replies: RpcReply[] }> {
    const failures: { url: string; reason: string }[] = []
    for (let round = 0; round <= retryCount; round++) {
      const candidates = health.rank(options.urls).filter((u) => verified.get(u) !== false)
      if (candidates.length === 0) break
      for (const url of candidates) {
        try {
          return { url, replies: await post(url, calls, timeoutMs) }
        } catch (error) {
          if (!(error instanceof EndpointFailure)) throw error
          failures.push({ url, reason: error.message })
        }
      }
      if (round < retryCount) await sleep(retryDelayMs * 2 ** round)
    }
    throw new RpcUnreachableError({ failures })
  }

  const toResult = (url: string, reply: RpcReply): BatchResult =>
    'result' in reply ? { result: reply.result } : { error: new RpcResponseError({ ...reply.error, url }) }

  return {
    health,
    async request<T>(method: string, params?: unknown): Promise<T> {
      const { url, replies } = await send([{ method, params }])
      const result = toResult(url, replies[0] as RpcReply)
      if ('error' in result) throw result.error
      return result.result as T
    },
    async batch(calls) {
      const chunks: RpcCall[][] = []
      for (let i = 0; i < calls.length; i += batchSize) chunks.push(calls.slice(i, i + batchSize))
      const parts = await Promise.all(chunks.map(async (chunk) => {
        const { url, replies } = await send(chunk)
        return replies.map((r) => toResult(url, r))
      }))
      return parts.flat()
    },
    async ping() {
      const call = options.verify?.call ?? { method: 'net_version' }
      await Promise.all(options.urls.map((url) => post(url, [call], RPC_PING_TIMEOUT_MS).catch(() => undefined)))
    },
    poll(call, onResult, intervalMs = RPC_FALLBACK_POLLING_MS) {
      let stopped = false
      let timer: ReturnType<typeof setTimeout> | undefined
      const tick = async () => {
        try {
          const { url, replies } = await send([call])
          const result = toResult(url, replies[0] as RpcReply)
          if (!stopped && 'result' in result) onResult(result.result)
        } catch {
          // A failed poll waits for the next tick; the ranking already recorded it.
        }
        if (!stopped) timer = setTimeout(tick, intervalMs)
      }
      void tick()
      return () => {
        stopped = true
        if (timer) clearTimeout(timer)
      }
    },
  }
}
