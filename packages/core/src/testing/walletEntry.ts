import type { WalletEntry } from '../walletDirectory/types'

/** A wallet-directory entry for tests and stories: no links, one chain, unless `overrides` says otherwise. */
export function walletEntry(id: string, name: string, overrides: Partial<WalletEntry> = {}): WalletEntry {
  return {
    id,
    name,
    homepage: 'https://example.invalid',
    image_id: `img-${id}`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    app_store: null,
    play_store: null,
    rdns: null,
    chains: ['eip155:1'],
    injected: null,
    ...overrides,
  }
}
