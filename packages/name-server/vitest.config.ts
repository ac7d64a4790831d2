import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: { name: 'name-server', environment: 'node', include: ['src/**/*.test.ts'] },
})
