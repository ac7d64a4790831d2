// `pnpm --filter @latch/demo e2e`: build the demo for the e2e stack, then run vitest (whose globalSetup
// starts the anvils and `vite preview`), so the output ends in vitest's own summary.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { viteEnvFor } from '../stack/config.mjs'
import { E2E_OUT_DIR, e2eStackConfig } from './ports.mjs'

const demoRoot = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)
const bin = (/** @type {string} */ pkg, /** @type {string} */ name) => {
  const pkgPath = require.resolve(`${pkg}/package.json`)
  const json = /** @type {{ bin: Record<string, string> | string }} */ (require(pkgPath))
  return join(dirname(pkgPath), typeof json.bin === 'string' ? json.bin : (json.bin[name] ?? ''))
}

const config = e2eStackConfig(process.env)
const run = (/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) => {
  const r = spawnSync(process.execPath, args, { cwd: demoRoot, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const t0 = performance.now()
run([bin('vite', 'vite'), 'build', '--logLevel', 'warn', '--outDir', E2E_OUT_DIR, '--emptyOutDir'], viteEnvFor(config))
console.log(`e2e: demo built in ${Math.round(performance.now() - t0)} ms`)
run([bin('vitest', 'vitest'), 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)])
