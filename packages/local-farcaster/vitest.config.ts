import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: { name: 'local-farcaster', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
})
