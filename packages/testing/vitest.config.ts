import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: { name: 'testing', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
})
