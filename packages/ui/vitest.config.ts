import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: {
    name: 'ui',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A view test walks a whole flow (a dozen renders and lazy chunks); on CI's two busy cores one took 5.0 s
    // (WalletSend, at 00795ba) where it takes 1.5 s alone.
    testTimeout: 20_000,
  },
})
