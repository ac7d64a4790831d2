import { defineConfig } from 'vitest/config'

// One browser-driving file at a time: the flows share two anvils and 2 CPU cores.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
