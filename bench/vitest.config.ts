import { defineProject } from 'vitest/config'

// The bench's own pure helpers (statistics, tables); the bench itself runs with `npm run bench`, not here.
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['lib/**/*.test.mjs'] },
})
