// `pnpm size`: bundles what a dapp imports eagerly (`@latch/react` + `@latch/adapter-evm`, React
// external) from the built packages, follows every lazy import, and checks each loading step's
// gzipped size against size-budgets.json. A step over budget, or one without a budget, fails.
// Then the same dapp with `@latch/adapter-solana` beside it: its first bundle is checked against
// `evm+solana:eager`, and what Solana adds to it is printed.
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { checkBudgets, chunkName, loadingSteps } from './chunks.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'))

const EVM = "import { createAppKit, AppKitButton, AppKitNetworkButton } from './dist/index.js'\nimport { EvmAdapter } from '@latch/adapter-evm'\nexport { createAppKit, AppKitButton, AppKitNetworkButton, EvmAdapter }"
const SOLANA = "\nimport { SolanaAdapter } from '@latch/adapter-solana'\nexport { SolanaAdapter }"

/** Every loading step of a dapp importing `contents` (from packages/react), gzipped. */
async function measure(contents) {
  const outdir = join(tmpdir(), `latch-size-${process.pid}-${Math.random().toString(36).slice(2)}`)
  const result = await build({
    // The quick start's imports; resolved from packages/react so workspace links are used.
    stdin: { contents, resolveDir: join(root, 'packages/react'), loader: 'js', sourcefile: 'dapp.js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    target: 'es2022',
    outdir,
    metafile: true,
    logLevel: 'error',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    // packages/react does not depend on the Solana adapter; a dapp would. Its own imports resolve beside it.
    alias: { '@latch/adapter-solana': join(root, 'packages/adapter-solana/dist/index.js') },
  })
  const outputs = Object.fromEntries(Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.js')))
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint?.endsWith('dapp.js'))
  const gzipOf = (file) => gzipSync(readFileSync(join(process.cwd(), file)), { level: 9 }).length
  const steps = loadingSteps(outputs, entry, chunkName).map((s) => ({ name: s.name, gzip: s.files.reduce((n, f) => n + gzipOf(f), 0) }))
  rmSync(outdir, { recursive: true, force: true })
  return steps
}

const { 'evm+solana:eager': solanaEagerBudget, ...evmBudgets } = budgets
const measured = await measure(EVM)
const withSolana = (await measure(EVM + SOLANA)).find((s) => s.name === 'eager')?.gzip ?? 0
const { rows, unbudgeted, stale, ok: evmOk } = checkBudgets(measured, evmBudgets)
const kib = (n) => (n === undefined ? '—' : `${(n / 1024).toFixed(2)} KiB`)
console.log('step'.padEnd(24), 'gzip'.padStart(12), 'budget'.padStart(12))
for (const r of rows) console.log(r.name.padEnd(24), kib(r.gzip).padStart(12), kib(r.budget).padStart(12), r.ok ? '' : '  OVER BUDGET')
if (unbudgeted.length) console.log(`no budget for: ${unbudgeted.join(', ')} (add them to size-budgets.json)`)
if (stale.length) console.log(`budgets for steps that no longer exist: ${stale.join(', ')}`)
const evmEager = measured.find((s) => s.name === 'eager')?.gzip ?? 0
const solanaOk = solanaEagerBudget !== undefined && withSolana <= solanaEagerBudget
console.log(`${'evm+solana:eager'.padEnd(24)} ${kib(withSolana).padStart(12)} ${kib(solanaEagerBudget).padStart(12)}${solanaOk ? '' : '  OVER BUDGET'}  (Solana adds ${kib(withSolana - evmEager)})`)
const ok = evmOk && solanaOk
console.log(ok ? 'size: all within budget' : 'size: FAILED')
process.exit(ok ? 0 : 1)
