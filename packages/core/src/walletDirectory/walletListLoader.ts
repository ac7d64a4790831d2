/**
 * Loads the AllWallets list from a directory source: the featured/recent request and the directory pages,
 * through the query cache, then `arrangeWallets`. The view asks for "the first N pages" as the user
 * scrolls; cached pages cost nothing, so only the new page is fetched.
 */
import type { QueryCache } from '../query/queryCache'
import { type ListedWallet, WALLET_PAGE_SIZE, type WalletListContext, type WalletListOptions, arrangeWallets, directoryRequest, featuredRequest, normalizeSearch } from './listWallets'
import type { WalletEntry, WalletListRequest, WalletPage, WalletDirectorySource } from './types'

export interface WalletListLoaderOptions extends WalletListOptions {
  source: WalletDirectorySource
  /** Defaults to `40`. */
  pageSize?: number
  /** Where pages are kept (an instance's account-read cache). Defaults to a fresh cache per loader. */
  cache?: QueryCache
}

export interface LoadWalletListRequest extends WalletListContext {
  /** How many directory pages to show (1 on open, +1 per scroll to the end). Defaults to `1`. */
  pages?: number
  signal?: AbortSignal
}

export interface WalletListResult {
  wallets: ListedWallet[]
  /** Directory wallets matching the query, as the source counts them (featured and custom not included). */
  directoryCount: number
  /** Directory pages now loaded. */
  pages: number
  /** Whether another page exists. */
  hasMore: boolean
}

export interface WalletListLoader {
  /** Rejects with `WalletDirectoryError` when the directory fails, or with the signal's reason on abort. */
  load(request?: LoadWalletListRequest): Promise<WalletListResult>
  /** Forgets every cached page; the next `load` refetches. */
  invalidate(): void
}

export function createWalletListLoader({ source, pageSize = WALLET_PAGE_SIZE, cache, ...options }: WalletListLoaderOptions): WalletListLoader {
  let known = cache
  let made: Promise<QueryCache> | undefined
  // Its own import rather than ../query/lazyQueryCache: a module shared with the first bundle would be split into a
  // file of its own there.
  const queries = () => (made ??= known ? Promise.resolve(known) : import('../query/queryCache').then((m) => (known = m.createQueryCache())))
  // The keys this loader asked under, for `invalidate`: a shared cache holds other reads too.
  const keys = new Set<string>()

  /**
   * A page, asked for once per request: kept until the cache collects it, so scrolling back, clearing the search
   * or reopening the modal asks nothing. Search is compared trimmed and lower-cased, so "Meta" and " meta" share it.
   */
  async function list(request: Omit<WalletListRequest, 'signal'>, signal: AbortSignal | undefined): Promise<WalletPage> {
    const key = `wallets:${JSON.stringify({ ...request, search: normalizeSearch(request.search) })}`
    keys.add(key)
    return (await queries()).fetch(key, (shared) => source.list({ ...request, signal: shared }), { staleTimeMs: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) })
  }

  async function loadFeatured(recentWalletIds: readonly string[] | undefined, signal: AbortSignal | undefined): Promise<WalletEntry[]> {
    const request = featuredRequest(options, recentWalletIds)
    return request?.include ? (await list(request, signal)).data : []
  }

  const loadPage = (page: number, search: string | undefined, signal: AbortSignal | undefined) =>
    list(directoryRequest(options, { page, pageSize, ...(search ? { search } : {}) }), signal)

  return {
    async load({ pages = 1, signal, ...context } = {}) {
      const search = context.search?.trim() || undefined
      // The featured request and the first page do not depend on each other: fetch them together.
      const [featured, first] = await Promise.all([loadFeatured(context.recentWalletIds, signal), loadPage(1, search, signal)])
      const directory = [...first.data]
      let loaded = 1
      while (loaded < pages && loaded * pageSize < first.count) {
        loaded += 1
        directory.push(...(await loadPage(loaded, search, signal)).data)
      }
      return {
        wallets: arrangeWallets({ featured, directory, options, context }),
        directoryCount: first.count,
        pages: loaded,
        hasMore: loaded * pageSize < first.count,
      }
    },
    invalidate: () => {
      for (const key of keys) known?.invalidate(key)
      keys.clear()
    },
  }
}
