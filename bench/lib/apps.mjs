/**
 * The builds and how to find their parts (Latch twice: EVM only, and with every chain family's adapter). `list` is the row of the installed Bench Wallet (the fake
 * EIP-6963 wallet), so every app is timed to the same thing: the wallet a user would click. `modal` is the
 * dialog's own box, which may show before its content (a lazily loaded view behind a spinner).
 */
const latch = {
  id: 'latch',
  name: 'Latch',
  button: '[data-testid="latch-connect-button"]',
  modal: '[data-testid="latch-modal"]',
  list: '[data-testid="latch-wallet-dev.latch.bench"]',
  search: {
    open: '[data-testid="latch-all-wallets"]',
    input: '[data-testid="latch-wallet-search"]',
    item: '[data-testid^="latch-wallet-"]:not([data-testid="latch-wallet-search"]):not([data-testid="latch-wallet-list"])',
  },
  account: { button: '[data-testid="latch-account-button"]', view: '[data-testid="latch-account-address"]' },
}

export const apps = [
  latch,
  // The same parts: only the adapters differ.
  { ...latch, id: 'latch-all', name: 'Latch, every adapter' },
  {
    id: 'reown',
    name: 'Reown AppKit',
    button: 'wui-connect-button',
    modal: 'wui-card[data-testid="w3m-modal-card"]',
    list: 'wui-list-wallet[name="Bench Wallet"]',
    noSearch:
      'its All Wallets search queries the hosted wallet directory (api.web3modal.org, needs a real projectId); offline it shows loading placeholders only, never the announced wallets',
  },
  {
    id: 'rainbowkit',
    name: 'RainbowKit',
    button: '[data-testid="rk-connect-button"]',
    modal: '[role="dialog"][aria-modal="true"]',
    list: '[data-testid="rk-wallet-option-dev.latch.bench"]',
    noSearch: 'its modal has no wallet search',
  },
  {
    id: 'bare',
    name: 'Bare React',
    button: '[data-testid="bare-connect-button"]',
    modal: '[data-testid="bare-modal"]',
    list: '[data-testid="bare-wallet-browser"]',
    noSearch: 'a fixed one-item dialog',
  },
]

/**
 * Not a peer: bare React plus what any session-restoring, CSP-safe connect button needs before its first paint (one
 * storage read, the button's adopted stylesheet). `npm run floor` times it; the main table leaves it out.
 */
export const floor = {
  id: 'floor',
  name: 'Floor (bare React + storage read + button stylesheet)',
  button: '[data-testid="floor-connect-button"]',
  modal: '[data-testid="bare-modal"]',
  list: '[data-testid="bare-wallet-browser"]',
}

/** Not a peer: the floor app with Latch's first-bundle code shipped but never run (`npm run floor`). */
export const floorCode = { ...floor, id: 'floor-code', name: "Floor + Latch's code, not run" }
