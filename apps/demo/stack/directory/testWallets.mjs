// TEST DATA, not real wallets: generated entries that give the local directory explorer-like volume, so
// paging (16 pages of 40) and search are exercised. Every one has an id starting `test-`, a name starting
// "Test Wallet", a homepage under the reserved https://example.invalid/ and rdns under invalid.example.
// A few carry deliberately hostile links, so the UI's refusal to open them can be seen and tested.

/** @typedef {import('./wallets.mjs').DirectoryWallet} DirectoryWallet */

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const LOCAL = ['eip155:31337', 'eip155:31338']

/** Chain sets rotated over the test wallets, so a `chains` filter keeps some and drops others. */
const CHAIN_SETS = [['eip155:1', ...LOCAL], ['eip155:1', 'eip155:137', 'eip155:31337'], [SOLANA], ['eip155:1', SOLANA, ...LOCAL]]

/** Links a malicious directory entry might carry; `deepLinks.ts` must refuse every one. */
const HOSTILE_LINKS = [
  { mobile_link: 'javascript:alert(document.domain)//', desktop_link: ' JaVaScRiPt:alert(1)', webapp_link: 'data:text/html,<script>alert(1)</script>' },
  { mobile_link: 'java\tscript:alert(1)', desktop_link: 'file:///etc/passwd', webapp_link: 'https://example.invalid@evil.invalid/' },
  { mobile_link: 'intent://x#Intent;scheme=javascript;end', desktop_link: 'ms-msdt:/id PCWDiagnostic', webapp_link: 'vbscript:msgbox(1)' },
]

/**
 * @param {number} count how many ordinary test wallets (the hostile ones come on top)
 * @returns {DirectoryWallet[]}
 */
export function testWallets(count) {
  /** @type {DirectoryWallet[]} */
  const out = []
  for (let n = 1; n <= count; n++) {
    const id = `test-${String(n).padStart(4, '0')}`
    out.push({
      id,
      name: `Test Wallet ${n}`,
      homepage: `https://example.invalid/wallets/${n}`,
      image_id: `${id}-image`,
      order: 1000 + n,
      // A mix of app schemes, universal links and none, as in the real directory.
      mobile_link: n % 3 === 0 ? `testwallet${n}://` : n % 3 === 1 ? `https://example.invalid/wallets/${n}/app` : null,
      link_mode: n % 6 === 0 ? `https://example.invalid/wallets/${n}/link` : null,
      desktop_link: n % 5 === 0 ? `testwallet${n}://` : null,
      webapp_link: n % 7 === 0 ? `https://example.invalid/wallets/${n}/web` : null,
      app_store: n % 2 === 0 ? `https://example.invalid/wallets/${n}/app-store` : null,
      play_store: n % 2 === 0 ? `https://example.invalid/wallets/${n}/play-store` : null,
      rdns: `invalid.example.wallet${n}`,
      chains: [...(CHAIN_SETS[n % CHAIN_SETS.length] ?? [])],
      injected: null,
      badge_type: 'none',
    })
  }
  HOSTILE_LINKS.forEach((links, i) => {
    const id = `test-hostile-${i + 1}`
    out.push({
      id,
      name: `Test Wallet (hostile links) ${i + 1}`,
      homepage: 'https://example.invalid/hostile',
      image_id: `${id}-image`,
      order: 5000 + i,
      link_mode: null,
      app_store: null,
      play_store: null,
      rdns: null,
      chains: ['eip155:1', ...LOCAL],
      injected: null,
      badge_type: 'none',
      ...links,
    })
  })
  return out
}
