/**
 * JSON-RPC over HTTP for every adapter (spec §9): endpoints tried best-first with fallback, a 10 s
 * timeout per try, batches of at most 1000 calls per request, 3 retry rounds with 150 ms doubling
 * backoff, health ranking from real traffic and pings, 4 s polling. Chain verification rides along in
 * the first batch sent to an endpoint, so it costs no extra round trip. A transport is meant to live as long as its
 * Latch instance (see `createTransportPool`): what it learns about each endpoint (health, chain, `Retry-After`)
 * shapes the next request.
 */
import {
  RPC_BATCH_SIZE,
  RPC_FALLBACK_POLLING_MS,
  RPC_MAX_RESPONSE_BYTES,
  RPC_PING_TIMEOUT_MS,
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_TIMEOUT_MS,
} from '../constants'
import { RpcResponseError, RpcResponseTooLargeError, RpcUnreachableError } from './errors'
import { createEndpointHealth, type EndpointHealth } from './health'
import { ENDPOINT_ERROR_CODES, matchReplies, type RpcCall, type RpcReply, toBody } from './jsonRpc'
import { readBody } from './readBody'
import { retryAfterMs } from './retryAfter'

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
  /** Largest reply body accepted, in bytes. Defaults to 10 MiB. */
  maxResponseBytes?: number
  sleep?: (ms: number) => Promise<void>
}

export type BatchResult = { result: unknown } | { error: RpcResponseError }

export interface RpcTransport {
  request<T = unknown>(method: string, params?: unknown): Promise<T>
  /** Many calls in as few round trips as the batch size allows; per-call errors are returned, not thrown. */
  batch(calls: readonly RpcCall[]): Promise<BatchResult[]>
  /** Samples every endpoint once (1 s timeout) for the ranking; not those serving another chain or asked to wait. */
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
  const maxBytes = options.maxResponseBytes ?? RPC_MAX_RESPONSE_BYTES
  const verified = new Map<string, boolean>()
  /** When each endpoint that sent `Retry-After` may be asked again (ms since the epoch). */
  const pausedUntil = new Map<string, number>()
  /** Neither serving another chain nor asked to wait past `at`. */
  const open = (url: string, at: number) => verified.get(url) !== false && (pausedUntil.get(url) ?? 0) <= at
  let nextId = 1

  /**
   * One HTTP round trip to one endpoint; throws EndpointFailure for anything that is not a usable reply, and
   * RpcResponseTooLargeError for a body over the cap.
   */
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
      // A refusal (429, 503, …) says nothing about the chain: the check is not recorded, so it rides along next time.
      // When it says when to come back (`Retry-After`), the endpoint is left alone until then.
      if (!response.ok) {
        const wait = retryAfterMs(response.headers.get('retry-after'), Date.now())
        if (wait) pausedUntil.set(url, Date.now() + wait)
        throw new EndpointFailure(`HTTP ${response.status}`)
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(await readBody(response, url, maxBytes))
      } catch (error) {
        if (error instanceof RpcResponseTooLargeError) throw error
        throw new EndpointFailure(controller.signal.aborted ? `timed out after ${limitMs} ms` : 'not JSON')
      }
      const replies = matchReplies(body, parsed)
      if (!replies) throw new EndpointFailure('malformed JSON-RPC reply')
      if (needsVerify && options.verify) {
        const first = replies.shift() as RpcReply
        // An error in place of the chain id (rate limit, busy node) proves nothing either way: asked again next time.
        if (!('result' in first)) throw new EndpointFailure(`chain check failed (${first.error.code})`)
        const ok = options.verify.check(first.result)
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

  /**
   * Best endpoint first; on failure the next; after a full round, back off and go again. An endpoint paused by
   * `Retry-After` is passed over while another can answer; when none can, the round waits for the first to reopen.
   * Once an answer was too large there is no next round: asking again would not shrink it.
   */
  async function send(calls: readonly RpcCall[]): Promise<{ url: string; replies: RpcReply[] }> {
    const failures: { url: string; reason: string }[] = []
    let tooLarge: RpcResponseTooLargeError | undefined
    for (let round = 0; round <= retryCount && !tooLarge; round++) {
      const usable = health.rank(options.urls).filter((u) => verified.get(u) !== false)
      if (usable.length === 0) break
      const now = Date.now()
      const reopens = Math.min(...usable.map((u) => pausedUntil.get(u) ?? 0))
      const wait = Math.max(round ? retryDelayMs * 2 ** (round - 1) : 0, reopens - now)
      if (wait > 0) await sleep(wait)
      for (const url of usable.filter((u) => open(u, now + wait))) {
        try {
          return { url, replies: await post(url, calls, timeoutMs) }
        } catch (error) {
          if (error instanceof RpcResponseTooLargeError) tooLarge = error
          else if (!(error instanceof EndpointFailure)) throw error
          failures.push({ url, reason: error.message })
        }
      }
    }
    throw tooLarge ?? new RpcUnreachableError({ failures })
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
      const now = Date.now()
      await Promise.all(options.urls.filter((u) => open(u, now)).map((url) => post(url, [call], RPC_PING_TIMEOUT_MS).catch(() => undefined)))
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
