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
}

interface Entry {
  data?: unknown
  updatedAt?: number
  error?: unknown
  failedAt?: number
  inFlight?: Promise<unknown>
  gcTimer?: ReturnType<typeof setTimeout>
}

export interface QueryCache {
  fetch<T>(key: string, fn: () => Promise<T>, options?: FetchOptions): Promise<T>
  get<T>(key: string): T | undefined
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

  async function run<T>(fn: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn()
      } catch (error) {
        if (attempt >= retryCount) throw error
        await sleep(retryDelay(attempt, options.retryDelayMs, options.maxRetryDelayMs))
      }
    }
  }

  return {
    fetch<T>(key: string, fn: () => Promise<T>, fetchOptions: FetchOptions = {}): Promise<T> {
      const entry = entries.get(key) ?? {}
      entries.set(key, entry)
      touch(key, entry)
      if (entry.inFlight) return entry.inFlight as Promise<T>
      const t = now()
      if (fetchOptions.staleTimeMs && entry.updatedAt !== undefined && t - entry.updatedAt < fetchOptions.staleTimeMs) return Promise.resolve(entry.data as T)
      if (fetchOptions.retryPauseMs && entry.failedAt !== undefined && t - entry.failedAt < fetchOptions.retryPauseMs) return Promise.reject(entry.error)
      const promise = run(fn).then(
        (data) => {
          Object.assign(entry, { data, updatedAt: now(), error: undefined, failedAt: undefined, inFlight: undefined })
          return data
        },
        (error: unknown) => {
          Object.assign(entry, { error, failedAt: now(), inFlight: undefined })
          throw error
        },
      )
      entry.inFlight = promise
      return promise
    },
    get<T>(key: string) {
      return entries.get(key)?.data as T | undefined
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
