/**
 * A small in-memory cache of directory pages keyed by (page, search), so scrolling back, clearing the
 * search or reopening the modal does not refetch. One per loader (per AppKit instance): no module state.
 */
import type { WalletPage } from './types'
import { normalizeSearch } from './listWallets'

/** Pages kept at most; the oldest goes first. 100 pages of 40 wallets is a few hundred kilobytes. */
export const WALLET_PAGE_CACHE_SIZE = 100

export interface WalletPageCache {
  get(page: number, search?: string): WalletPage | undefined
  set(page: number, search: string | undefined, value: WalletPage): void
  /** The featured/recent request is cached under its id list. */
  getFeatured(ids: readonly string[]): WalletPage | undefined
  setFeatured(ids: readonly string[], value: WalletPage): void
  /** Drops everything, e.g. when the networks or the wallet options change. */
  invalidate(): void
  readonly size: number
}

export function createWalletPageCache(maxEntries = WALLET_PAGE_CACHE_SIZE): WalletPageCache {
  // A Map iterates in insertion order, so re-inserting on write makes the first key the oldest.
  const pages = new Map<string, WalletPage>()
  const put = (key: string, value: WalletPage) => {
    pages.delete(key)
    pages.set(key, value)
    while (pages.size > maxEntries) pages.delete(pages.keys().next().value as string)
  }
  // Search is compared case-insensitively and trimmed, so "Meta" and " meta" share an entry.
  const pageKey = (page: number, search?: string) => `page:${page}:${normalizeSearch(search)}`
  const featuredKey = (ids: readonly string[]) => `featured:${ids.join(',')}`
  return {
    get: (page, search) => pages.get(pageKey(page, search)),
    set: (page, search, value) => put(pageKey(page, search), value),
    getFeatured: (ids) => pages.get(featuredKey(ids)),
    setFeatured: (ids, value) => put(featuredKey(ids), value),
    invalidate: () => pages.clear(),
    get size() {
      return pages.size
    },
  }
}
