import { defineProject } from 'vitest/config'

export default defineProject({
  // Chopsticks logs every block at `info`; its loggers read LOG_LEVEL once, when chopsticks is first imported.
  test: { name: 'local-polkadot', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000, env: { LOG_LEVEL: 'warn' } },
})
