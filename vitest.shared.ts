import { fileURLToPath } from 'node:url'

const src = (pkg: string, entry: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/exports/${entry}`, import.meta.url))

/** Tests import package names; point them at source so no build is needed. Exact matches only. */
export const alias = [
  { find: /^@latch\/frame-bridge\/constants$/, replacement: src('frame-bridge', 'constants.ts') },
  { find: /^@latch\/frame-bridge\/testing$/, replacement: src('frame-bridge', 'testing.ts') },
  { find: /^@latch\/frame-bridge\/host$/, replacement: src('frame-bridge', 'host.ts') },
  { find: /^@latch\/frame-bridge$/, replacement: src('frame-bridge', 'index.ts') },
  { find: /^@latch\/core\/embedded-wallet$/, replacement: src('core', 'embeddedWallet.ts') },
  { find: /^@latch\/core\/validation$/, replacement: src('core', 'validation.ts') },
  { find: /^@latch\/core\/siwx$/, replacement: src('core', 'siwx.ts') },
  { find: /^@latch\/core\/internal$/, replacement: src('core', 'internal.ts') },
  { find: /^@latch\/core\/networks$/, replacement: src('core', 'networks.ts') },
  { find: /^@latch\/core\/conformance$/, replacement: src('core', 'conformance.ts') },
  { find: /^@latch\/core\/errors$/, replacement: src('core', 'errors.ts') },
  { find: /^@latch\/core\/connectors$/, replacement: src('core', 'connectors.ts') },
  { find: /^@latch\/core\/rpc$/, replacement: src('core', 'rpc.ts') },
  { find: /^@latch\/core\/wallets$/, replacement: src('core', 'wallets.ts') },
  { find: /^@latch\/core$/, replacement: src('core', 'index.ts') },
  { find: /^@latch\/adapter-solana\/react$/, replacement: src('adapter-solana', 'react.ts') },
  { find: /^@latch\/adapter-solana$/, replacement: src('adapter-solana', 'index.ts') },
  { find: /^@latch\/adapter-evm\/blockscout$/, replacement: src('adapter-evm', 'blockscout.ts') },
  { find: /^@latch\/adapter-evm$/, replacement: src('adapter-evm', 'index.ts') },
  { find: /^@latch\/ui\/modal$/, replacement: src('ui', 'modal.ts') },
  { find: /^@latch\/ui\/primitives$/, replacement: src('ui', 'primitives.ts') },
  { find: /^@latch\/ui$/, replacement: src('ui', 'index.ts') },
  { find: /^@latch\/react$/, replacement: src('react', 'index.ts') },
  { find: /^@latch\/local-relay$/, replacement: src('local-relay', 'index.ts') },
  { find: /^@latch\/local-solana$/, replacement: src('local-solana', 'index.ts') },
  { find: /^@latch\/local-bitcoin$/, replacement: src('local-bitcoin', 'index.ts') },
  { find: /^@latch\/adapter-bitcoin$/, replacement: src('adapter-bitcoin', 'index.ts') },
  { find: /^@latch\/testing\/solana-wallet$/, replacement: src('testing', 'solana-wallet.ts') },
  { find: /^@latch\/testing\/playwright$/, replacement: src('testing', 'playwright.ts') },
  { find: /^@latch\/testing\/evm-wallet$/, replacement: src('testing', 'evm-wallet.ts') },
  { find: /^@latch\/testing\/walletconnect-wallet$/, replacement: src('testing', 'walletconnect-wallet.ts') },
  { find: /^@latch\/testing\/polkadot-wallet$/, replacement: src('testing', 'polkadot-wallet.ts') },
  { find: /^@latch\/testing\/polkadot-playwright$/, replacement: src('testing', 'polkadot-playwright.ts') },
  { find: /^@latch\/testing\/bitcoin-wallet$/, replacement: src('testing', 'bitcoin-wallet.ts') },
  { find: /^@latch\/testing\/bitcoin-playwright$/, replacement: src('testing', 'bitcoin-playwright.ts') },
]
