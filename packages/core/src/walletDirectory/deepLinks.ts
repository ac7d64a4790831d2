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
 * The shape of a wallet's own app scheme: 2–32 letters, digits and hyphens, starting with a letter, used in
 * its hierarchical `name://` form. Every wallet scheme in the directory fits (`metamask`, `trust`,
 * `okex`, `ledgerlive`, `onekey-wallet`, `fireblocks-wc`, `imtokenv2`, …). What the shape leaves out is
 * mostly operating-system plumbing: dotted names are reverse-DNS or namespaced OS handlers
 * (`com.apple.*`, `x-apple.systempreferences`), `+` marks compound schemes (`git+ssh`, `web+…`), one letter
 * is a Windows drive, and the opaque `scheme:` form without `//` is how `mk:@MSITStore`, `shell:`,
 * `ms-msdt:/`, `javascript:` and `data:` are written.
 */
const WALLET_SCHEME = /^[a-z][a-z0-9-]{1,31}$/

/**
 * Schemes that fit that shape but belong to browsers, operating systems and other apps, never to a wallet.
 * Opening one hands a directory-chosen URL to a handler with a record of abuse:
 * - script runners and inline or local content: javascript, vbscript, data, blob, file, filesystem;
 * - browser-internal pages and browser launchers (settings, extensions, another browser opened at a URL):
 *   about, chrome, edge, brave, opera, vivaldi, resource, view-source, jar, firefox, googlechrome(s),
 *   microsoft-edge, and the Safari and Apple handlers caught by the `x-` prefix below;
 * - Android intents and content providers, and the Play store: intent, android-app, content, market;
 * - Windows handlers with remote-code-execution history: hcp (Help Center), mk and its (CHM files), res,
 *   shell, search-ms, and every `ms-*` one (ms-msdt: CVE-2022-30190);
 * - app launchers that run or install code: jnlp/jnlps (Java Web Start), itms-services (iOS enterprise
 *   installs), shortcuts/workflow (iOS Shortcuts), vscode (extensions and settings), steam (game launch options);
 * - network file and login protocols that leak credentials or fetch remote files: smb, nfs, afp, ftp, ftps,
 *   sftp, ssh, telnet, rlogin, tn3270, ldap, ldaps, gopher;
 * - calling and messaging: tel, sms, mailto, facetime(-audio), callto, skype — a wallet link never dials.
 */
const DENIED_SCHEMES = [
  'javascript',
  'vbscript',
  'data',
  'blob',
  'file',
  'filesystem',
  'about',
  'chrome',
  'edge',
  'brave',
  'opera',
  'vivaldi',
  'resource',
  'view-source',
  'jar',
  'firefox',
  'googlechrome',
  'googlechromes',
  'intent',
  'android-app',
  'content',
  'market',
  'hcp',
  'mk',
  'its',
  'res',
  'shell',
  'search',
  'search-ms',
  'jnlp',
  'jnlps',
  'itms',
  'itms-apps',
  'itms-appss',
  'itms-services',
  'itms-books',
  'shortcuts',
  'workflow',
  'vscode',
  'vscode-insiders',
  'steam',
  'smb',
  'nfs',
  'afp',
  'ftp',
  'ftps',
  'sftp',
  'ssh',
  'telnet',
  'rlogin',
  'tn3270',
  'ldap',
  'ldaps',
  'gopher',
  'tel',
  'sms',
  'mailto',
  'facetime',
  'facetime-audio',
  'callto',
  'skype',
]

/**
 * Prefixes of whole families of such handlers: Windows (`ms-`), Apple and Safari (`x-`: x-safari-https,
 * x-apple-…), browser internals (`chrome-`, `moz-`, `microsoft-`, `devtools`), and store installers (`itms-`).
 */
const DENIED_PREFIXES = ['ms-', 'x-', 'chrome-', 'moz-', 'microsoft-', 'devtools', 'itms-', 'vscode-', 'steam-']

/** Whether `scheme` (lower case) is one a wallet may declare as its own. */
function isWalletScheme(scheme: string): boolean {
  return WALLET_SCHEME.test(scheme) && !DENIED_SCHEMES.includes(scheme) && !DENIED_PREFIXES.some((p) => scheme.startsWith(p))
}

/**
 * Whether a link from the directory may be opened. An allow-list, not a deny-list: `https://host/…`
 * (and `http://` web pages), or a wallet's own app scheme in `name://…` form (`metamask://…`, see
 * `WALLET_SCHEME`) that is not a browser or OS handler. Everything else is refused, so a scheme nobody
 * thought of is closed by default.
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
  return isWalletScheme(scheme) && url.slice(scheme.length + 1).startsWith('//')
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

/** Hosts that never leave the machine: the only ones plain http may carry a pairing URI to. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]']

/**
 * Whether a link may carry a WalletConnect URI. The URI holds the pairing's symmetric key, so over plain
 * http it would reach everyone on the network path: http only to this machine (the local stack).
 */
function mayCarryPairing(href: string): boolean {
  if (!/^http:/i.test(href)) return true
  try {
    return LOOPBACK_HOSTS.includes(new URL(href).hostname)
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
 * nothing in it can end the query or add parameters. Undefined when the link is not allowed, or is
 * plain http to another machine.
 */
export function formatWalletConnectLink(link: string | null | undefined, wcUri: string): string | undefined {
  const base = normalizeWalletLink(link)
  if (!base) return undefined
  const href = `${base.endsWith('/') ? base : `${base}/`}wc?uri=${encodeURIComponent(wcUri)}`
  return isAllowedWalletUrl(href) && mayCarryPairing(href) ? href : undefined
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
