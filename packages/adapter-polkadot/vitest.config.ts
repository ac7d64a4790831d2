import { defineProject } from 'vitest/config'
import { alias } from '../../vitest.shared'

export default defineProject({
  resolve: { alias },
  // Reads and transfers run on @latch/local-polkadot (chopsticks), which logs every block at `info` unless told.
  test: { name: 'adapter-polkadot', environment: 'node', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], env: { LOG_LEVEL: 'warn' } },
})
