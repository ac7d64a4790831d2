// What the local wallet directory serves: ~15 real wallets, then generated test wallets so that paging
// and search have something to chew on. Order follows the explorer's `order` field (lower first).
import { REAL_WALLETS } from './realWallets.mjs'
import { testWallets } from './testWallets.mjs'

/**
 * One entry exactly as the explorer API's `GET /getWallets` returns it (the fields Latch reads).
 * @typedef {{
 *   id: string,
 *   name: string,
 *   homepage: string,
 *   image_id: string,
 *   order: number,
 *   mobile_link: string | null,
 *   link_mode: string | null,
 *   desktop_link: string | null,
 *   webapp_link: string | null,
 *   app_store: string | null,
 *   play_store: string | null,
 *   rdns: string | null,
 *   chains: string[],
 *   injected: { namespace: string, injected_id: string }[] | null,
 *   badge_type: string,
 * }} DirectoryWallet
 */

/** How many generated test wallets the default directory holds (enough for 16 pages of 40). */
export const TEST_WALLET_COUNT = 620

/** @returns {DirectoryWallet[]} the default directory, sorted by `order` then name */
export function directoryWallets() {
  return sortWallets([...REAL_WALLETS, ...testWallets(TEST_WALLET_COUNT)])
}

/**
 * @param {readonly DirectoryWallet[]} wallets
 * @returns {DirectoryWallet[]}
 */
export function sortWallets(wallets) {
  return [...wallets].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
}
