/**
 * A small query cache for account data (spec §9): entries are collected 5 min after their last use
 * (never on a server, where a render reads once and exits), failed fetches retry 3 times (not on a
 * server) after 1 s doubling up to 30 s, concurrent fetches of one key share one request, and a key
 * can ask not to be retried for a while after a failure (token balances: 30 s).
 */
import { QUERY_GC_TIME_MS, QUERY_RETRY_COUNT, QUERY_RETRY_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '../constants'

export interface QueryCacheOptions {
  /** Server rendering: no garbage collection, no retries. Defaults to `typeof window === 'undefined'`. */
  server?: boolean
  gcTimeMs?: number
  retryCount?: number
  retryDelayMs?: number
  maxRetryDelayMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

export interface FetchOptions {
  /** Serve a cached value younger than this instead of fetching. Defaults to 0 (always fetch). */
  staleTimeMs?: number
  /** After a failure, fail fast with that error for this long instead of asking again. */
  retryPauseMs?: number
  /** Whether a failure is worth asking again (a wrong option is not). Defaults to every failure. */
  retry?: (error: unknown) => boolean
  /** Told of each failure that will be asked again (only the caller that started the request is). */
  onRetry?: (error: unknown) => void
  /**
   * This caller stops waiting when it aborts, with the signal's reason. The shared request (and its retries)
   * is aborted only once every caller waiting on it has: another caller may still want the answer.
   */
  signal?: AbortSignal
}

/** What the cache knows of a key. */
export interface QueryState {
  data?: unknown
  updatedAt?: number
  error?: unknown
  failedAt?: number
  /** A request for the key is under way. */
  fetching: boolean
}

interface Entry {
  data?: unknown
  updatedAt?: number
  error?: unknown
  failedAt?: number
  inFlight?: Promise<unknown>
  controller?: AbortController
  /** Callers with a signal still waiting on `inFlight`; Infinity once one without a signal joined. */
  waiting?: number
  gcTimer?: ReturnType<typeof setTimeout>
}

export interface QueryCache {
  /** `fn` gets a signal that aborts when nobody waits for the answer any more. */
  fetch<T>(key: string, fn: (signal: AbortSignal) => Promise<T>, options?: FetchOptions): Promise<T>
  get<T>(key: string): T | undefined
  getState(key: string): QueryState | undefined
  invalidate(key: string): void
  clear(): void
  readonly size: number
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number, base = QUERY_RETRY_DELAY_MS, max = QUERY_RETRY_MAX_DELAY_MS): number {
  return Math.min(base * 2 ** attempt, max)
}

export function createQueryCache(options: QueryCacheOptions = {}): QueryCache {
  const server = options.server ?? typeof window === 'undefined'
  const gcTimeMs = server ? Number.POSITIVE_INFINITY : (options.gcTimeMs ?? QUERY_GC_TIME_MS)
  const retryCount = server ? 0 : (options.retryCount ?? QUERY_RETRY_COUNT)
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const entries = new Map<string, Entry>()

  const touch = (key: string, entry: Entry) => {
    if (entry.gcTimer) clearTimeout(entry.gcTimer)
    if (Number.isFinite(gcTimeMs)) entry.gcTimer = setTimeout(() => entries.delete(key), gcTimeMs)
  }

  async function run<T>(fn: (signal: AbortSignal) => Promise<T>, signal: AbortSignal, { retry, onRetry }: FetchOptions): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn(signal)
      } catch (error) {
        if (attempt >= retryCount || signal.aborted || retry?.(error) === false) throw error
        onRetry?.(error)
        await sleep(retryDelay(attempt, options.retryDelayMs, options.maxRetryDelayMs))
        signal.throwIfAborted()
      }
    }
  }

  function start<T>(entry: Entry, fn: (signal: AbortSignal) => Promise<T>, fetchOptions: FetchOptions): Promise<T> {
    const controller = new AbortController()
    const promise = run(fn, controller.signal, fetchOptions).then(
      (data) => {
        Object.assign(entry, { data, updatedAt: now(), error: undefined, failedAt: undefined, inFlight: undefined })
        return data
      },
      (error: unknown) => {
        // Given up by every caller: not a failure of the read, so nothing to pause on.
        Object.assign(entry, controller.signal.aborted ? { inFlight: undefined } : { error, failedAt: now(), inFlight: undefined })
        throw error
      },
    )
    Object.assign(entry, { inFlight: promise, controller, waiting: 0 })
    return promise
  }

  /** The shared answer, or this caller's abort reason as soon as its signal aborts. */
  function wait<T>(entry: Entry, shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    if (!signal) {
      entry.waiting = Number.POSITIVE_INFINITY
      return shared
    }
    entry.waiting = (entry.waiting ?? 0) + 1
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (--(entry.waiting as number) === 0 && entry.inFlight === shared) entry.controller?.abort(signal.reason)
        reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
    })
  }

  return {
    fetch<T>(key: string, fn: (signal: AbortSignal) => Promise<T>, fetchOptions: FetchOptions = {}): Promise<T> {
      const { signal } = fetchOptions
      if (signal?.aborted) return Promise.reject(signal.reason)
      const entry = entries.get(key) ?? {}
      entries.set(key, entry)
      touch(key, entry)
      if (entry.inFlight) return wait(entry, entry.inFlight as Promise<T>, signal)
      const t = now()
      if (fetchOptions.staleTimeMs && entry.updatedAt !== undefined && t - entry.updatedAt < fetchOptions.staleTimeMs) return Promise.resolve(entry.data as T)
      if (fetchOptions.retryPauseMs && entry.failedAt !== undefined && t - entry.failedAt < fetchOptions.retryPauseMs) return Promise.reject(entry.error)
      return wait(entry, start(entry, fn, fetchOptions), signal)
    },
    get<T>(key: string) {
      return entries.get(key)?.data as T | undefined
    },
    getState(key) {
      const e = entries.get(key)
      return e && { data: e.data, updatedAt: e.updatedAt, error: e.error, failedAt: e.failedAt, fetching: e.inFlight !== undefined }
    },
    invalidate(key) {
      const entry = entries.get(key)
      if (entry?.gcTimer) clearTimeout(entry.gcTimer)
      entries.delete(key)
    },
    clear() {
      for (const e of entries.values()) if (e.gcTimer) clearTimeout(e.gcTimer)
      entries.clear()
    },
    get size() {
      return entries.size
    },
  }
}
