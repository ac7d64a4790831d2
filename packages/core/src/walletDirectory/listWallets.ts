/**
 * The list the AllWallets view shows, as pure functions over directory pages and the host's options
 * (spec §3 `includeWalletIds`, `excludeWalletIds`, `featuredWalletIds`, `customWallets`; recent wallets).
 * Order: recent (at most 2, most recent first), featured (in the host's order), custom, then the directory
 * in its own order. A wallet appears once, in the first section that has it.
 */
import { MAX_RECENT_WALLETS } from '../constants'
import type { CustomWallet } from '../types/options'
import type { WalletDirectorySource, WalletEntry, WalletListRequest } from './types'

/** Wallets per directory page; the original product's AllWallets page size. */
export const WALLET_PAGE_SIZE = 40

/** The host's wallet options plus the networks it requested; fixed for the life of a modal. */
export interface WalletListOptions {
  featuredWalletIds?: readonly string[]
  /** Only these directory wallets (custom wallets are the host's own choice and always stay). */
  includeWalletIds?: readonly string[]
  /** Never these wallets, custom ones included. */
  excludeWalletIds?: readonly string[]
  customWallets?: readonly CustomWallet[]
  /** Requested CAIP-2 network ids; a directory wallet must support one of them. Empty means any. */
  chains?: readonly string[]
}

/** What changes while the modal is open: the search box, the recent list, the announced extensions. */
export interface WalletListContext {
  search?: string
  /** Most recent first, as storage keeps them; only the first two count. */
  recentWalletIds?: readonly string[]
  /** rdns values of the extensions announced through EIP-6963. */
  installedRdns?: readonly string[]
}

export type WalletSection = 'recent' | 'featured' | 'custom' | 'directory'

/** A wallet as the list shows it: the directory entry, whether its extension is installed, and its section. */
export interface ListedWallet extends WalletEntry {
  installed: boolean
  section: WalletSection
}

/** The search as compared: trimmed and lower-cased; `''` means no search. */
export function normalizeSearch(search: string | undefined): string {
  return search?.trim().toLowerCase() ?? ''
}

/** Case-insensitive substring match on the name; everything matches an empty search. */
export function matchesSearch(name: string, search: string | undefined): boolean {
  const needle = normalizeSearch(search)
  return needle === '' || name.toLowerCase().includes(needle)
}

/** A host-supplied custom wallet in directory shape (no chains or rdns: it is never chain-filtered). */
export function customWalletEntry(wallet: CustomWallet): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    homepage: wallet.homepage ?? '',
    image_id: '',
    ...(wallet.image_url ? { image_url: wallet.image_url } : {}),
    mobile_link: wallet.mobile_link ?? null,
    desktop_link: wallet.desktop_link ?? null,
    webapp_link: wallet.webapp_link ?? null,
    app_store: wallet.app_store ?? null,
    play_store: wallet.play_store ?? null,
    rdns: null,
    chains: [],
    injected: null,
  }
}

/** The `<img src>` of a wallet: its own `image_url` when it has one, else the directory's image. */
export function walletImageSrc(wallet: Pick<WalletEntry, 'image_id' | 'image_url'>, source: Pick<WalletDirectorySource, 'imageUrl'>): string {
  return wallet.image_url || source.imageUrl(wallet.image_id)
}

/**
 * The directory query for one AllWallets page. Featured wallets are excluded because they are listed from
 * their own request (`featuredRequest`); that keeps every page full and the count honest.
 */
export function directoryRequest(
  options: WalletListOptions,
  { page, pageSize = WALLET_PAGE_SIZE, search }: { page: number; pageSize?: number; search?: string },
): Omit<WalletListRequest, 'signal'> {
  const exclude = unique([...(options.excludeWalletIds ?? []), ...(options.featuredWalletIds ?? [])])
  const needle = search?.trim()
  return {
    page,
    entries: pageSize,
    ...(needle ? { search: needle } : {}),
    ...(options.chains?.length ? { chains: options.chains } : {}),
    ...(options.includeWalletIds?.length ? { include: options.includeWalletIds } : {}),
    ...(exclude.length ? { exclude } : {}),
  }
}

/**
 * One request for the featured and recent wallets by id (custom ones need no request), or undefined when
 * there are none. Include/exclude rules are applied afterwards by `arrangeWallets`.
 */
export function featuredRequest(options: WalletListOptions, recentWalletIds: readonly string[] = []): Omit<WalletListRequest, 'signal'> | undefined {
  const custom = new Set(options.customWallets?.map((w) => w.id))
  const ids = unique([...recentWalletIds.slice(0, MAX_RECENT_WALLETS), ...(options.featuredWalletIds ?? [])]).filter((id) => !custom.has(id))
  if (ids.length === 0) return undefined
  return { page: 1, entries: ids.length, include: ids, ...(options.chains?.length ? { chains: options.chains } : {}) }
}

/**
 * Arranges what was fetched into the list the view renders.
 * @param featured entries answering `featuredRequest` (featured and recent wallets, any order)
 * @param directory the loaded directory pages, concatenated in page order
 */
export function arrangeWallets({
  featured = [],
  directory,
  options,
  context = {},
}: {
  featured?: readonly WalletEntry[]
  directory: readonly WalletEntry[]
  options: WalletListOptions
  context?: WalletListContext
}): ListedWallet[] {
  const search = normalizeSearch(context.search)
  const installed = new Set(context.installedRdns)
  const include = options.includeWalletIds?.length ? new Set(options.includeWalletIds) : undefined
  const exclude = new Set(options.excludeWalletIds)
  const chains = options.chains?.length ? new Set(options.chains) : undefined
  const custom = (options.customWallets ?? []).map(customWalletEntry)
  const customIds = new Set(custom.map((w) => w.id))

  // Lookup for the id-addressed sections; the first entry seen for an id wins (custom over directory).
  const byId = new Map<string, WalletEntry>()
  for (const entry of [...custom, ...featured, ...directory]) if (!byId.has(entry.id)) byId.set(entry.id, entry)
  const pick = (ids: readonly string[] | undefined) => (ids ?? []).flatMap((id) => byId.get(id) ?? [])

  const sections: [WalletSection, readonly WalletEntry[]][] = [
    ['recent', pick(context.recentWalletIds?.slice(0, MAX_RECENT_WALLETS))],
    ['featured', pick(options.featuredWalletIds)],
    ['custom', custom],
    ['directory', directory],
  ]

  const out: ListedWallet[] = []
  const seen = new Set<string>()
  for (const [section, entries] of sections) {
    for (const entry of entries) {
      if (seen.has(entry.id) || exclude.has(entry.id)) continue
      const isCustom = customIds.has(entry.id)
      if (!isCustom && include && !include.has(entry.id)) continue
      if (!isCustom && chains && !entry.chains.some((c) => chains.has(c))) continue
      // The directory already searched its own pages; everything listed from elsewhere is matched here.
      if (search && section !== 'directory' && !entry.name.toLowerCase().includes(search)) continue
      seen.add(entry.id)
      out.push({ ...entry, installed: entry.rdns !== null && installed.has(entry.rdns), section })
    }
  }
  return out
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)]
}
