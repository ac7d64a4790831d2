/**
 * The instance's query cache, made on the first account read: its code loads then, in a chunk of its own, so the
 * first bundle carries none of it (the first read of a session waits for that one small chunk).
 */
import type { QueryCache, QueryCacheOptions } from './queryCache'

export interface LazyQueryCache {
  (): Promise<QueryCache>
  /** Drops every entry and its collection timer (`destroy()`); loads nothing when no read was ever made. */
  clear(): void
}

export function lazyQueryCache(options?: QueryCacheOptions): LazyQueryCache {
  let cache: Promise<QueryCache> | undefined
  const get = () => (cache ??= import('./queryCache').then((m) => m.createQueryCache(options)))
  return Object.assign(get, { clear: () => void cache?.then((c) => c.clear()) })
}
