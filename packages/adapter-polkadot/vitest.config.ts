import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

// The shared aliases point package names at source; the test kit's Polkadot entry is newer than that list.
const polkadotWallet = { find: /^@latch\/testing\/polkadot-wallet$/, replacement: fileURLToPath(new URL('../testing/src/exports/polkadot-wallet.ts', import.meta.url)) }

export default defineProject({
  resolve: { alias: [polkadotWallet, ...alias] },
  // Reads and transfers run on @latch/local-polkadot (chopsticks), which logs every block at `info` unless told.
  test: { name: 'adapter-polkadot', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], env: { LOG_LEVEL: 'warn' } },
})
