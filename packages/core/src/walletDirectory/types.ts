/**
 * The wallet directory (spec §3 "Wallet (from the wallet directory)"): the shape of one entry and the
 * interface every directory implementation serves. The production default is `createExplorerSource`
 * (the public WalletConnect/Reown explorer API); the demo stack serves a local one with the same API.
 */

/** A namespace and the flag an injected provider sets (e.g. `{ namespace: 'eip155', injected_id: 'isMetaMask' }`). */
export interface WalletInjectedId {
  namespace: string
  injected_id: string
}

/**
 * One wallet as the explorer API returns it (`GET /getWallets` → `data[]`), limited to the fields Latch uses.
 * Field names stay snake_case so entries pass through from the API unchanged. Links are `null` when the
 * wallet publishes none; they are untrusted input and only ever opened through `deepLinks.ts`.
 */
export interface WalletEntry {
  /** Explorer id (64 hex chars for real wallets), the key for include/exclude/featured lists. */
  id: string
  name: string
  homepage: string
  /** Image id for `WalletDirectorySource.imageUrl`. */
  image_id: string
  /** A ready image URL; host-supplied custom wallets carry this instead of an image id. */
  image_url?: string
  /** The explorer's ranking (lower first). */
  order?: number
  /** Native scheme (`metamask://`) or universal link (`https://…`) that opens the mobile app. */
  mobile_link: string | null
  /**
   * The wallet's https universal link (the explorer's `link_mode`), when it has one besides `mobile_link`.
   * Preferred on mobile: it works from in-app browsers and falls back to the wallet's site when not installed.
   */
  link_mode?: string | null
  /** Native scheme or https link that opens the desktop app. */
  desktop_link: string | null
  /** A web wallet that takes the WalletConnect URI. */
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  /** Reverse-DNS id the wallet announces through EIP-6963; how an installed extension is recognised. */
  rdns: string | null
  /** CAIP-2 ids the wallet supports, e.g. `eip155:1`. */
  chains: string[]
  injected: WalletInjectedId[] | null
  /** `certified` for wallets WalletConnect has certified; `none` otherwise. */
  badge_type?: string
}

/** What a page request to a directory may ask for. Pages start at 1. */
export interface WalletListRequest {
  page: number
  /** Page size. */
  entries: number
  /** Name search; omitted or empty means no search. */
  search?: string
  /** CAIP-2 ids; only wallets supporting at least one are returned. */
  chains?: readonly string[]
  /** Only these wallet ids. */
  include?: readonly string[]
  /** Never these wallet ids. */
  exclude?: readonly string[]
  signal?: AbortSignal
}

/** One page of a directory listing: `count` is the total number of matches, not the page length. */
export interface WalletPage {
  count: number
  data: WalletEntry[]
}

/** A wallet directory: the production explorer API, the demo's local server, or a test fake. */
export interface WalletDirectorySource {
  /** One page of wallets. Rejects with `WalletDirectoryError`, or with the signal's reason when aborted. */
  list(request: WalletListRequest): Promise<WalletPage>
  /** URL of a wallet's image, for an `<img src>` the UI loads lazily. */
  imageUrl(imageId: string): string
}
