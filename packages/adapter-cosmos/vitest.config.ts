import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: { name: 'adapter-cosmos', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
})
