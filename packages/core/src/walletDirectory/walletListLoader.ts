/**
 * Loads the AllWallets list from a directory source: the featured/recent request and the directory pages,
 * through the page cache, then `arrangeWallets`. The view asks for "the first N pages" as the user
 * scrolls; cached pages cost nothing, so only the new page is fetched.
 */
import { type ListedWallet, WALLET_PAGE_SIZE, type WalletListContext, type WalletListOptions, arrangeWallets, directoryRequest, featuredRequest } from './listWallets'
import type { WalletDirectorySource, WalletEntry } from './types'
import { type WalletPageCache, createWalletPageCache } from './walletPageCache'

export interface WalletListLoaderOptions extends WalletListOptions {
  source: WalletDirectorySource
  /** Defaults to `40`. */
  pageSize?: number
  /** Defaults to a fresh cache per loader. */
  cache?: WalletPageCache
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

export function createWalletListLoader({ source, pageSize = WALLET_PAGE_SIZE, cache = createWalletPageCache(), ...options }: WalletListLoaderOptions): WalletListLoader {
  async function loadFeatured(recentWalletIds: readonly string[] | undefined, signal: AbortSignal | undefined): Promise<WalletEntry[]> {
    const request = featuredRequest(options, recentWalletIds)
    if (!request?.include) return []
    const cached = cache.getFeatured(request.include)
    if (cached) return cached.data
    const page = await source.list({ ...request, ...(signal ? { signal } : {}) })
    cache.setFeatured(request.include, page)
    return page.data
  }

  async function loadPage(page: number, search: string | undefined, signal: AbortSignal | undefined) {
    const cached = cache.get(page, search)
    if (cached) return cached
    const result = await source.list({ ...directoryRequest(options, { page, pageSize, ...(search ? { search } : {}) }), ...(signal ? { signal } : {}) })
    cache.set(page, search, result)
    return result
  }

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
    invalidate: () => cache.invalidate(),
  }
}
