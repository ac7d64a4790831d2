import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { chromium } from 'playwright-core'
import { apps as allApps } from './lib/apps.mjs'
import { buildApp, ensureLatchBuilt } from './lib/build.mjs'
import { latchMainEntries, latchPackages, repoRoot } from './lib/latch-aliases.mjs'
import { measureLoad } from './lib/measure.mjs'
import { measurePaint } from './lib/paint.mjs'
import { serve } from './lib/serve.mjs'
import { median, medianInterval, pairedDifferences } from './lib/stats.mjs'
import { metrics, pairedMetrics, renderTable } from './lib/table.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 7)
// Loads timed only to the button's first paint: cheap, so many, for an interval on the button's gap to bare React.
const PAINT_RUNS = Number(process.env.BENCH_PAINT_RUNS ?? 60)
// BENCH_APPS=latch,bare measures only those (a quick look; the README's table is always all of them).
const apps = process.env.BENCH_APPS ? allApps.filter((a) => process.env.BENCH_APPS.split(',').includes(a.id)) : allApps
const here = new URL('.', import.meta.url).pathname
const started = Date.now()
const log = (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${msg}`)

ensureLatchBuilt()
const builds = {}
for (const app of apps) {
  builds[app.id] = await buildApp(app.id)
  log(`built ${app.id} in ${builds[app.id].seconds.toFixed(1)} s`)
}
const servers = Object.fromEntries(await Promise.all(apps.map(async (a) => [a.id, await serve(builds[a.id].dist)])))

// Chromium's own background traffic is off so "outside requests" are the app's alone.
const chromiumArgs = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Measured runs: no outside host resolves, so nothing leaves the machine and no request is intercepted
// (interception would slow every local chunk and so penalise lazy loading). The "hang" run intercepts.
const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] })
const hangBrowser = await chromium.launch({ executablePath, args: chromiumArgs })
const chromiumVersion = browser.version()

const loads = Object.fromEntries(apps.map((a) => [a.id, []]))
const hang = {}
const search = {}
const account = {}
const paints = Object.fromEntries(apps.map((a) => [a.id, []]))
const one = async (app, mode, round) => {
  const r = await measureLoad(mode === 'hang' ? hangBrowser : browser, app, servers[app.id], mode)
  const shown = r.failure ? `FAILED: ${r.failure}` : `button ${r.buttonMs?.toFixed(0)} ms, open ${r.openMs?.toFixed(0)} ms`
  const extra = `${r.searchMs != null ? `, search ${r.searchMs.toFixed(0)} ms` : ''}${r.accountMs != null ? `, account ${r.accountMs.toFixed(0)} ms` : ''}`
  log(`${mode} ${round} ${app.id}: ${shown}${extra}`)
  return r
}

try {
  // One discarded load each, so the first measured app does not pay for cold disk and process caches.
  for (const app of apps) await one(app, 'warmup', '-')
  // Round-robin, starting one app later each round, so drift on the machine spreads over every app.
  for (let round = 0; round < RUNS; round++) {
    for (let i = 0; i < apps.length; i++) {
      const app = apps[(round + i) % apps.length]
      loads[app.id].push(await one(app, 'normal', round + 1))
    }
  }
  for (let round = 0; round < PAINT_RUNS; round++) {
    for (let i = 0; i < apps.length; i++) {
      const app = apps[(round + i) % apps.length]
      const r = await measurePaint(browser, app, servers[app.id])
      paints[app.id].push(r)
      if (r.failure) log(`paint ${round + 1} ${app.id}: FAILED: ${r.failure}`)
    }
    if ((round + 1) % 10 === 0 || round + 1 === PAINT_RUNS) log(`paint: ${round + 1} of ${PAINT_RUNS} rounds`)
  }
  for (const app of apps) hang[app.id] = await one(app, 'hang', 1)
  const searchable = apps.filter((a) => a.search)
  for (const app of searchable) search[app.id] = []
  for (let round = 0; round < RUNS; round++) {
    for (const app of searchable) search[app.id].push(await one(app, 'search', round + 1))
  }
  const withAccount = apps.filter((a) => a.account)
  for (const app of withAccount) account[app.id] = []
  for (let round = 0; round < RUNS; round++) {
    for (const app of withAccount) account[app.id].push(await one(app, 'account', round + 1))
  }
} finally {
  await browser.close()
  await hangBrowser.close()
  await Promise.all(Object.values(servers).map((s) => s.close()))
}

/** The app's per-round differences from bare React: their median and its 95% interval. */
function paired(source, id, key) {
  const differences = pairedDifferences(source[id], source.bare, key)
  return { median: median(differences), ...(medianInterval(differences) ?? { n: differences.length }) }
}

const summary = {}
for (const app of apps) {
  const ok = loads[app.id]
  summary[app.id] = {
    name: app.name,
    medians: Object.fromEntries(metrics.map((m) => [m.key, median((m.source === 'paints' ? paints[app.id] : ok).map((r) => r[m.key]))])),
    failedLoads: ok.filter((r) => r.failure).length,
    outsideHosts: [...new Set(ok.flatMap((r) => r.outsideHosts))].sort(),
    opensWhenOutsideHangs: hang[app.id].openMs != null ? 'yes' : 'no',
    hang: hang[app.id],
    searchMs: app.search ? median(search[app.id].map((r) => r.searchMs)) : null,
    searchRows: app.search ? search[app.id].map((r) => `${r.searchRowsBefore}→${r.searchRowsAfter}`) : undefined,
    searchNote: app.search ? undefined : `n/a: ${app.noSearch}`,
    accountMs: app.account ? median(account[app.id].map((r) => r.accountMs)) : null,
    paint: { buttonMs: median(paints[app.id].map((r) => r.buttonMs)), fcpMs: median(paints[app.id].map((r) => r.fcpMs)), failedLoads: paints[app.id].filter((r) => r.failure).length },
    overBare: loads.bare ? Object.fromEntries(pairedMetrics.map((m) => [m.key, paired(m.source === 'paints' ? paints : loads, app.id, m.key)])) : undefined,
  }
}

const version = (name) => JSON.parse(readFileSync(`${here}node_modules/${name}/package.json`, 'utf8')).version
const git = (...args) => execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' }).trim()
const pinned = JSON.parse(readFileSync(`${here}package.json`, 'utf8'))
const table = renderTable(summary, apps)
const result = {
  date: new Date().toISOString(),
  runsPerApp: RUNS,
  paintRunsPerApp: PAINT_RUNS,
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  chromium: chromiumVersion,
  latch: {
    commit: git('rev-parse', 'HEAD'),
    packagesDirty: git('status', '--porcelain', '--', ...latchPackages.map((p) => `packages/${p}`)) !== '',
    // dist/ is not rebuilt when present, so say when it was built: it may predate the commit above.
    distBuiltAt: new Date(Math.max(...latchMainEntries().map((f) => statSync(f).mtimeMs))).toISOString(),
    versions: Object.fromEntries(latchPackages.map((p) => [`@latch/${p}`, JSON.parse(readFileSync(`${repoRoot}packages/${p}/package.json`, 'utf8')).version])),
  },
  versions: Object.fromEntries(Object.keys({ ...pinned.dependencies, ...pinned.devDependencies }).map((n) => [n, version(n)])),
  buildSeconds: Object.fromEntries(Object.entries(builds).map(([k, b]) => [k, Number(b.seconds.toFixed(1))])),
  summary,
  loads,
  paints,
  search,
  account,
  table,
}
mkdirSync(`${here}results`, { recursive: true })
writeFileSync(`${here}results/latest.json`, `${JSON.stringify(result, null, 2)}\n`)

console.log(`\n${table}\n`)
for (const app of apps) {
  const s = summary[app.id]
  if (s.failedLoads) console.log(`${app.name}: ${s.failedLoads}/${RUNS} loads failed (see results/latest.json)`)
  if (s.searchNote) console.log(`${app.name} search ${s.searchNote}`)
  if (s.outsideHosts.length) console.log(`${app.name} outside hosts: ${s.outsideHosts.join(', ')}`)
}
log(`done; results/latest.json written`)
