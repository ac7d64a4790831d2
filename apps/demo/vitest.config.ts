import { defineConfig } from 'vitest/config'
import { alias } from '../../vitest.shared'

// The demo's own unit tests (stack and CSP helpers). The browser flows live in e2e/ with their own config.
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'demo',
    include: ['stack/**/*.test.ts', '*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
