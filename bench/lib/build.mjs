import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { build } from 'vite'
import { latchMainEntries, repoRoot } from './latch-aliases.mjs'

/** Latch is bundled from packages/<name>/dist; build them once if a package's dist is missing. */
export function ensureLatchBuilt() {
  const missing = latchMainEntries().filter((f) => !existsSync(f))
  if (missing.length === 0) return
  console.log(`Latch packages not built (${missing.length} entries missing): running pnpm --dir .. build`)
  // A fresh checkout: install the workspace (as its README's test command does) before building it.
  if (!existsSync(`${repoRoot}/node_modules`)) execFileSync('pnpm', ['--dir', repoRoot, 'install', '--frozen-lockfile', '--prefer-offline'], { stdio: 'inherit' })
  execFileSync('pnpm', ['--dir', repoRoot, 'build'], { stdio: 'inherit' })
}

/** Production vite build of bench/apps/<id> into its dist/. */
export async function buildApp(id) {
  const root = new URL(`../apps/${id}/`, import.meta.url).pathname
  const started = performance.now()
  try {
    await build({ configFile: `${root}vite.config.ts`, mode: 'production' })
  } catch (error) {
    if (id.startsWith('latch')) console.error('Latch build failed; if a packages/*/dist file is missing or stale, run `pnpm --dir .. build`.')
    throw error
  }
  return { dist: `${root}dist`, seconds: (performance.now() - started) / 1000 }
}
