import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'local-cosmos', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
})
