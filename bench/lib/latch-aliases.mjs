import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const repoRoot = new URL('../..', import.meta.url).pathname
export const latchPackages = ['react', 'ui', 'core', 'adapter-evm', 'adapter-solana', 'adapter-polkadot', 'adapter-bitcoin', 'adapter-cosmos']

/**
 * Vite aliases for @latch/* straight to the built packages, one per entry of each package.json "exports" map,
 * so the bench bundles exactly what a published install would (no npm publish, no workspace link).
 */
export function latchAliases() {
  return latchExports().map(({ spec, file }) => ({ find: new RegExp(`^${spec.replace(/[/.-]/g, '\\$&')}$`), replacement: file }))
}

function latchExports() {
  return latchPackages.flatMap((dir) => {
    const pkgDir = join(repoRoot, 'packages', dir)
    const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'))
    return Object.entries(pkg.exports).map(([key, target]) => ({
      spec: pkg.name + key.slice(1),
      file: join(pkgDir, typeof target === 'string' ? target : target.import),
    }))
  })
}

/**
 * Each package's main entry in dist/. Only these decide "not built": an export added to a package.json
 * but not built yet is no reason to rebuild under someone's feet, unless the bench actually imports it
 * (then the vite build fails and says which file).
 */
export function latchMainEntries() {
  return latchExports()
    .filter(({ spec }) => !spec.slice('@latch/'.length).includes('/'))
    .map(({ file }) => file)
}

/**
 * The packages' own dependencies (jotai, valibot, ethers, ...). Vite dedupes them so they resolve from
 * bench/node_modules (pinned in bench/package.json), not from the workspace's pnpm store beside dist/.
 */
export function latchDeps() {
  const names = latchPackages.flatMap((dir) =>
    Object.keys(JSON.parse(readFileSync(join(repoRoot, 'packages', dir, 'package.json'), 'utf8')).dependencies ?? {}),
  )
  return [...new Set(names.filter((n) => !n.startsWith('@latch/')))]
}
