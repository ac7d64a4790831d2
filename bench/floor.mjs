// `npm run floor`: how much of Latch's button gap to bare React any design would pay, and what the rest is. Times four
// builds, paint-only and round-robin (as the main run's paint pass): bare React, the floor app (bare React + one storage
// read + the button's stylesheet, no Latch code), the floor with Latch's first-bundle code shipped but not run
// (floor-code) and Latch (EVM). Prints each one's per-round difference from bare React, and the steps between them
// (the code's bytes: floor-code − floor; running it: Latch − floor-code), as a median with its 95% interval.
import { chromium } from 'playwright-core'
import { apps, floor, floorCode } from './lib/apps.mjs'
import { buildApp, ensureLatchBuilt } from './lib/build.mjs'
import { measurePaint } from './lib/paint.mjs'
import { serve } from './lib/serve.mjs'
import { median, medianInterval, pairedDifferences } from './lib/stats.mjs'

const ROUNDS = Number(process.env.BENCH_PAINT_RUNS ?? 60)
const bare = apps.find((a) => a.id === 'bare')
const latch = apps.find((a) => a.id === 'latch')
const measured = [bare, floor, floorCode, latch]

ensureLatchBuilt()
const servers = {}
for (const app of measured) servers[app.id] = await serve((await buildApp(app.id)).dist)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
})
const paints = Object.fromEntries(measured.map((a) => [a.id, []]))
try {
  for (const app of measured) await measurePaint(browser, app, servers[app.id])
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < measured.length; i++) {
      const app = measured[(round + i) % measured.length]
      paints[app.id].push(await measurePaint(browser, app, servers[app.id]))
    }
    if ((round + 1) % 10 === 0) console.log(`${round + 1} of ${ROUNDS} rounds`)
  }
} finally {
  await browser.close()
  await Promise.all(Object.values(servers).map((s) => s.close()))
}

const cell = (differences) => {
  const i = medianInterval(differences)
  return `${median(differences)?.toFixed(0)} ms${i ? ` [${i.low.toFixed(0)}, ${i.high.toFixed(0)}]` : ''} (n = ${differences.length})`
}
console.log(`\nButton visible, median of ${ROUNDS} paint-only loads each: ${measured.map((a) => `${a.id} ${median(paints[a.id].map((r) => r.buttonMs))?.toFixed(0)} ms`).join(', ')}`)
console.log(`floor minus bare React: ${cell(pairedDifferences(paints.floor, paints.bare, 'buttonMs'))}`)
console.log(`Latch minus bare React: ${cell(pairedDifferences(paints.latch, paints.bare, 'buttonMs'))}`)
console.log(`floor-code minus bare React: ${cell(pairedDifferences(paints['floor-code'], paints.bare, 'buttonMs'))}`)
console.log(`Latch minus floor:      ${cell(pairedDifferences(paints.latch, paints.floor, 'buttonMs'))}`)
console.log(`  of it, the code's bytes (floor-code minus floor): ${cell(pairedDifferences(paints['floor-code'], paints.floor, 'buttonMs'))}`)
console.log(`  and running it (Latch minus floor-code):          ${cell(pairedDifferences(paints.latch, paints['floor-code'], 'buttonMs'))}`)
