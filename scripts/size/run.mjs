// `pnpm size`: bundles what a dapp imports eagerly (`@latch/react` + `@latch/adapter-evm`, React
// external) from the built packages with Rolldown (the bundler of Vite 8, as the bench builds a dapp) in production
// mode, follows every lazy import, and checks each loading step's gzipped size against size-budgets.json. A step over
// budget, or one without a budget, fails.
// Then the same dapp with each other chain family's adapter beside it (`@latch/adapter-solana`, …): its first
// bundle is checked against `evm+<family>:eager`, and what the family adds to it against `<family>:adds` (issue #20:
// adding an adapter adds at most a few KiB; its chain SDK loads on first use). Last, the first bundle of the EVM dapp
// and of the dapp with every adapter, React bundled, must each be one file. SIZE_JSON=<file> writes every figure.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { rolldown } from 'rolldown'
import { checkBudgets, chunkName, loadingSteps, staticClosure } from './chunks.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8'))

const EVM = "import { createAppKit, AppKitButton, AppKitNetworkButton } from './dist/index.js'\nimport { EvmAdapter } from '@latch/adapter-evm'\nexport { createAppKit, AppKitButton, AppKitNetworkButton, EvmAdapter }"
/** The other families' adapters as a dapp adds them: the budget's name, the package, its adapter class. */
const FAMILIES = [
  { step: 'evm+solana:eager', adds: 'solana:adds', name: 'Solana', pkg: 'adapter-solana', adapter: 'SolanaAdapter' },
  { step: 'evm+polkadot:eager', adds: 'polkadot:adds', name: 'Polkadot', pkg: 'adapter-polkadot', adapter: 'PolkadotAdapter' },
  { step: 'evm+bitcoin:eager', adds: 'bitcoin:adds', name: 'Bitcoin', pkg: 'adapter-bitcoin', adapter: 'BitcoinAdapter' },
  { step: 'evm+cosmos:eager', adds: 'cosmos:adds', name: 'Cosmos', pkg: 'adapter-cosmos', adapter: 'CosmosAdapter' },
]
const importOf = (f) => `\nimport { ${f.adapter} } from '@latch/${f.pkg}'\nexport { ${f.adapter} }`

/**
 * Bundles a dapp file of `contents`, written beside packages/react so workspace links resolve as a dapp's would, with
 * Rolldown in production mode; `withReact` bundles React too (as a dapp ships it), else React stays external.
 */
async function bundleDapp(contents, { withReact = false } = {}) {
  const dapp = join(root, 'packages/react', `.size-dapp-${process.pid}-${Math.random().toString(36).slice(2)}.js`)
  writeFileSync(dapp, contents)
  try {
    const bundle = await rolldown({
      input: dapp,
      external: withReact ? [] : ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
      platform: 'browser',
      // A production build, as a dapp ships it: what only development runs is left out.
      transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
      // packages/react does not depend on the other adapters; a dapp would. Their own imports resolve beside them.
      resolve: { alias: Object.fromEntries(FAMILIES.map((f) => [`@latch/${f.pkg}`, join(root, `packages/${f.pkg}/dist/index.js`)])) },
      logLevel: 'silent',
    })
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    await bundle.close()
    return output.filter((o) => o.type === 'chunk')
  } finally {
    rmSync(dapp, { force: true })
  }
}

/** Chunks in the shape chunks.mjs reads (esbuild's metafile): each chunk's entry module and its static and lazy imports. */
function asOutputs(chunks) {
  return Object.fromEntries(
    chunks.map((c) => [
      c.fileName,
      {
        // A chunk Rolldown made of modules several imports share has no entry module: named by its chunk name, not its hash.
        entryPoint: c.facadeModuleId ?? `chunk:${c.name}`,
        imports: [...c.imports.map((path) => ({ kind: 'import-statement', path })), ...c.dynamicImports.map((path) => ({ kind: 'dynamic-import', path }))],
      },
    ]),
  )
}

/** Every loading step of a dapp importing `contents` (from packages/react), gzipped. */
async function measure(contents) {
  const chunks = await bundleDapp(contents)
  const code = Object.fromEntries(chunks.map((c) => [c.fileName, c.code]))
  const entry = chunks.find((c) => c.isEntry)?.fileName
  const gzipOf = (file) => gzipSync(code[file], { level: 9 }).length
  return loadingSteps(asOutputs(chunks), entry, chunkName).map((s) => ({ name: s.name, gzip: s.files.reduce((n, f) => n + gzipOf(f), 0) }))
}

/**
 * The files a page loads before its first render, React bundled as a dapp bundles it: the entry and what it imports
 * statically, for a dapp with `families`' adapters beside the EVM one. Each extra file costs the button a request
 * before anything runs (docs/performance.md). Rolldown before 1.3.3 split its runtime helpers and shared modules out
 * of the entry whenever a lazy chunk without React needed those helpers, as every non-EVM chain SDK's does.
 */
async function firstFiles(families) {
  // A page's entry exports nothing (an entry with exports keeps shared modules out of it, to keep its signature).
  const page = [
    "import { createAppKit, AppKitButton } from './dist/index.js'",
    "import { EvmAdapter } from '@latch/adapter-evm'",
    ...families.map((f) => `import { ${f.adapter} } from '@latch/${f.pkg}'`),
    "import { mainnet } from '@latch/core/networks'",
    "import { createRoot } from 'react-dom/client'",
    "import { jsx } from 'react/jsx-runtime'",
    `createAppKit({ adapters: [${['EvmAdapter', ...families.map((f) => f.adapter)].map((a) => `new ${a}()`).join(', ')}], networks: [mainnet], projectId: 'size' })`,
    'createRoot(document.body).render(jsx(AppKitButton, {}))',
  ]
  const chunks = await bundleDapp(page.join('\n'), { withReact: true })
  return [...staticClosure(asOutputs(chunks), chunks.find((c) => c.isEntry).fileName)]
}

const familyBudgets = Object.fromEntries(FAMILIES.flatMap((f) => [[f.step, budgets[f.step]], [f.adds, budgets[f.adds]]]))
const evmBudgets = Object.fromEntries(Object.entries(budgets).filter(([name]) => !(name in familyBudgets)))
const measured = await measure(EVM)
const { rows, unbudgeted, stale, ok: evmOk } = checkBudgets(measured, evmBudgets)
const kib = (n) => (n === undefined ? '—' : `${(n / 1024).toFixed(2)} KiB`)
console.log('step'.padEnd(24), 'gzip'.padStart(12), 'budget'.padStart(12))
for (const r of rows) console.log(r.name.padEnd(24), kib(r.gzip).padStart(12), kib(r.budget).padStart(12), r.ok ? '' : '  OVER BUDGET')
if (unbudgeted.length) console.log(`no budget for: ${unbudgeted.join(', ')} (add them to size-budgets.json)`)
if (stale.length) console.log(`budgets for steps that no longer exist: ${stale.join(', ')}`)
const evmEager = measured.find((s) => s.name === 'eager')?.gzip ?? 0
let ok = evmOk
const figures = Object.fromEntries(measured.map((m) => [m.name, m.gzip]))
for (const f of FAMILIES) {
  const eager = (await measure(EVM + importOf(f))).find((s) => s.name === 'eager')?.gzip ?? 0
  const adds = eager - evmEager
  Object.assign(figures, { [f.step]: eager, [f.adds]: adds })
  for (const [name, gzip, note] of [
    [f.step, eager, ''],
    [f.adds, adds, `  (what ${f.name} adds to the EVM dapp's first bundle)`],
  ]) {
    const budget = familyBudgets[name]
    const within = budget !== undefined && gzip <= budget
    ok &&= within
    console.log(`${name.padEnd(24)} ${kib(gzip).padStart(12)} ${kib(budget).padStart(12)}${within ? '' : '  OVER BUDGET'}${note}`)
  }
}
for (const [dapp, families] of [['the EVM dapp', []], ['the dapp with every adapter', FAMILIES]]) {
  const files = await firstFiles(families)
  ok &&= files.length === 1
  console.log(`first bundle of ${dapp} (React bundled): ${files.length === 1 ? '1 file' : `${files.length} files, must be 1: ${files.join(', ')} (see docs/performance.md)`}`)
}
if (process.env.SIZE_JSON) writeFileSync(process.env.SIZE_JSON, `${JSON.stringify(figures, null, 2)}\n`)
console.log(ok ? 'size: all within budget' : 'size: FAILED')
process.exit(ok ? 0 : 1)
