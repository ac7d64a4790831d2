import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  test: { name: 'ui', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'] },
})
