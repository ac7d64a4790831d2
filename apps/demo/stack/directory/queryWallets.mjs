// `GET /getWallets` of the local directory as a pure function over the query string, with the explorer's
// semantics: `page` (from 1) and `entries` page through the matches, `search` matches names
// case-insensitively, `include`/`exclude` are comma-separated ids, `chains` comma-separated CAIP-2 ids of
// which a wallet must support one. `count` is the number of matches, not the page length.

/** @typedef {import('./wallets.mjs').DirectoryWallet} DirectoryWallet */
/** @typedef {{ wallets: readonly DirectoryWallet[], names: readonly string[] }} WalletIndex */
/** @typedef {{ ok: true, body: { count: number, data: DirectoryWallet[] } } | { ok: false, error: string }} QueryResult */

/** Largest page served; the explorer's clients ask for 4 to 100. */
export const MAX_ENTRIES = 500
const DEFAULT_ENTRIES = 40
const MAX_SEARCH_LENGTH = 200

/**
 * Lower-cases the names once, so a search does not redo it for every wallet on every request.
 * @param {readonly DirectoryWallet[]} wallets in the order pages should list them
 * @returns {WalletIndex}
 */
export function indexWallets(wallets) {
  return { wallets, names: wallets.map((w) => w.name.toLowerCase()) }
}

/**
 * @param {WalletIndex} index
 * @param {URLSearchParams} params
 * @returns {QueryResult}
 */
export function queryWallets(index, params) {
  const page = positiveInt(params.get('page'), 1)
  const entries = positiveInt(params.get('entries'), DEFAULT_ENTRIES)
  if (page === undefined) return { ok: false, error: '`page` must be a positive integer' }
  if (entries === undefined || entries > MAX_ENTRIES) return { ok: false, error: `\`entries\` must be an integer from 1 to ${MAX_ENTRIES}` }
  const search = (params.get('search') ?? '').trim().toLowerCase()
  if (search.length > MAX_SEARCH_LENGTH) return { ok: false, error: `\`search\` is longer than ${MAX_SEARCH_LENGTH} characters` }
  const include = idList(params.get('include'))
  const exclude = idList(params.get('exclude'))
  const chains = idList(params.get('chains'))

  /** @type {DirectoryWallet[]} */
  const matches = []
  index.wallets.forEach((wallet, i) => {
    if (search && !index.names[i]?.includes(search)) return
    if (include && !include.has(wallet.id)) return
    if (exclude?.has(wallet.id)) return
    if (chains && !wallet.chains.some((c) => chains.has(c))) return
    matches.push(wallet)
  })
  const start = (page - 1) * entries
  return { ok: true, body: { count: matches.length, data: matches.slice(start, start + entries) } }
}

/**
 * @param {string | null} raw
 * @param {number} fallback when absent or empty
 * @returns {number | undefined} undefined when present but not a positive integer
 */
function positiveInt(raw, fallback) {
  if (raw === null || raw === '') return fallback
  if (!/^\d{1,9}$/.test(raw)) return undefined
  const n = Number(raw)
  return n >= 1 ? n : undefined
}

/**
 * @param {string | null} raw `a,b,c`
 * @returns {Set<string> | undefined} undefined when absent or empty (no filter)
 */
function idList(raw) {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return ids.length ? new Set(ids) : undefined
}
