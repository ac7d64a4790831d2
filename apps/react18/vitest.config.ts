import { defineProject } from 'vitest/config'

// Tests the BUILT packages (no source aliases) with React 18: `dedupe` makes every import of react and
// react-dom — the workspace packages' too, which are developed on React 19 — resolve to this app's 18.
export default defineProject({
  resolve: { dedupe: ['react', 'react-dom'] },
  test: { name: 'react18', environment: 'happy-dom', include: ['src/**/*.test.tsx'] },
})
