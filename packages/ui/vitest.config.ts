import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  // A view's first render imports its chunk and locale through Vite's transform: on a loaded 2-core CI runner
  // that alone has taken most of vitest's default 5 s.
  test: { name: 'ui', environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'], testTimeout: 15_000 },
})
