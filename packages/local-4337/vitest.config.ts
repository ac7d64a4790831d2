import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'local-4337', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
})
