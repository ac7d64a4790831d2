import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

// The server's and the frame page's unit tests. The browser tests run in the demo's e2e (real Chromium).
export default defineProject({
  resolve: { alias },
  test: { name: 'embedded-frame', environment: 'node', include: ['server/**/*.test.ts', 'src/**/*.test.ts', 'shared/**/*.test.ts'], testTimeout: 30_000 },
})
