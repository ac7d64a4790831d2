/**
 * Links that hand a WalletConnect URI to a wallet app: `{link}/wc?uri={encoded uri}`, the shape wallets
 * registered with the explorer expect. Directory links are untrusted input (a remote service, or the host's
 * `customWallets`), and opening one navigates the user's browser, so every link passes `isAllowedWalletUrl`
 * first; a link that fails is never built, and the UI simply has nothing to open.
 */
import type { WalletEntry } from './types'

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/
/** A link that is only a scheme, e.g. `trust:` or `trust` (normalised to `trust://`). */
const BARE_SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):?\/?$/
/** Longest link accepted; real wallet links are well under 200 characters. */
const MAX_LINK_LENGTH = 2048

/**
 * Schemes never opened, though they are syntactically plain schemes:
 * - script runners: javascript, vbscript; inline or local content: data, blob, file, filesystem;
 * - browser-internal pages that can reach settings or extensions: about, chrome*, edge, brave, opera, vivaldi,
 *   moz-extension, resource, view-source, jar;
 * - `intent`/`android-app`: Android intents start arbitrary activities with extras and a fallback URL that
 *   can itself be any scheme; no wallet in the directory needs them (they all publish a scheme or https);
 * - `content`: Android content providers; `smb`: Windows leaks NTLM credentials to the named host;
 * - `shell`, `search-ms` and every `ms-*` handler: Windows protocol handlers with a record of remote code
 *   execution (e.g. ms-msdt, CVE-2022-30190), which a wallet would never register.
 */
const DENIED_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'chrome',
  'chrome-extension',
  'chrome-search',
  'chrome-untrusted',
  'devtools',
  'edge',
  'brave',
  'opera',
  'vivaldi',
  'moz-extension',
  'resource',
  'view-source',
  'jar',
  'intent',
  'android-app',
  'content',
  'smb',
  'shell',
  'search-ms',
  'search',
])

/**
 * Whether a link from the directory may be opened: an `http(s)://host/…` URL, or a plain app scheme
 * (`metamask://…`, RFC 3986 scheme characters) that is not one of the denied ones.
 *
 * Only printable ASCII without spaces is accepted. Browsers strip tabs and newlines anywhere in a URL and
 * control characters and spaces at its ends before parsing, so `java\tscript:` or ` javascript:` would run
 * as `javascript:`; rejecting those characters outright (rather than trimming like the browser) means no
 * disguised scheme gets through. Non-ASCII is rejected too (look-alike letters); IDN hosts need punycode.
 */
export function isAllowedWalletUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_LINK_LENGTH) return false
  if (!/^[\x21-\x7e]+$/.test(url) || url.includes('\\')) return false
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'http' || scheme === 'https') return isPlainHttpUrl(url, scheme)
  // One letter is a Windows drive (`C:/…`), i.e. a local file path, not an app scheme.
  if (scheme.length < 2) return false
  if (DENIED_SCHEMES.has(scheme) || scheme.startsWith('ms-')) return false
  return true
}

/** `http(s)://` with a host and no `user:pass@`, which only serves to disguise the real host. */
function isPlainHttpUrl(url: string, scheme: string): boolean {
  if (!url.slice(scheme.length + 1).startsWith('//')) return false
  try {
    const parsed = new URL(url)
    return parsed.hostname !== '' && parsed.username === '' && parsed.password === ''
  } catch {
    return false
  }
}

/**
 * The base a WalletConnect link is built on, or undefined when the link is absent or not allowed.
 * Scheme-only links gain `//` (`trust:` → `trust://`), as wallets list both forms in the directory.
 */
export function normalizeWalletLink(link: string | null | undefined): string | undefined {
  if (!link) return undefined
  const bare = BARE_SCHEME.exec(link)
  const normalized = bare && !/^https?$/i.test(bare[1] as string) ? `${bare[1]}://` : link
  return isAllowedWalletUrl(normalized) ? normalized : undefined
}

/**
 * `{link}/wc?uri={uri}`: the link with a trailing slash, then `wc?uri=` and the URI, fully encoded so
 * nothing in it can end the query or add parameters. Undefined when the link is not allowed.
 */
export function formatWalletConnectLink(link: string | null | undefined, wcUri: string): string | undefined {
  const base = normalizeWalletLink(link)
  if (!base) return undefined
  const href = `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(wcUri)}`
  return isAllowedWalletUrl(href) ? href : undefined
}

/** Whether a link is a universal (web) link rather than an app scheme. */
export function isUniversalLink(link: string): boolean {
  return /^https?:\/\//i.test(link)
}

/** The links the connecting view may open for one wallet; a missing field means "nothing to open". */
export interface WalletConnectLinks {
  /** What to open on a phone: the universal link when there is one, else the app scheme. */
  mobile?: string
  /** https link: opens the app when installed and the wallet's site (with an install prompt) when not. */
  mobileUniversal?: string
  /** `scheme://wc?uri=…`: opens the app directly, or fails silently when it is not installed. */
  mobileNative?: string
  desktop?: string
  webapp?: string
}

/**
 * Every WalletConnect link of a wallet for `wcUri`. Universal links win on mobile because a custom scheme
 * fails without a trace when the app is missing and cannot be opened from in-app browsers at all.
 */
export function walletConnectLinks(
  wallet: Pick<WalletEntry, 'mobile_link' | 'link_mode' | 'desktop_link' | 'webapp_link'>,
  wcUri: string,
): WalletConnectLinks {
  const links: WalletConnectLinks = {}
  const mobile = formatWalletConnectLink(wallet.mobile_link, wcUri)
  if (mobile) {
    if (isUniversalLink(mobile)) links.mobileUniversal = mobile
    else links.mobileNative = mobile
  }
  // `link_mode` is only ever a universal link; a scheme there is a directory mistake and is ignored.
  const universal = wallet.link_mode && isUniversalLink(wallet.link_mode) ? formatWalletConnectLink(wallet.link_mode, wcUri) : undefined
  if (universal && !links.mobileUniversal) links.mobileUniversal = universal
  const preferred = links.mobileUniversal ?? links.mobileNative
  if (preferred) links.mobile = preferred
  const desktop = formatWalletConnectLink(wallet.desktop_link, wcUri)
  if (desktop) links.desktop = desktop
  const webapp = formatWalletConnectLink(wallet.webapp_link, wcUri)
  if (webapp && isUniversalLink(webapp)) links.webapp = webapp
  return links
}
