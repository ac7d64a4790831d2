// `npm run why [app]`: what the app's first bundle (entry chunk + static imports) holds and why — each module's
// minified size and the chain of static imports that brings it in (issue #20). Builds apps/<app> (default: latch)
// with the bench's own Vite config into a temporary directory; the measured dist/ is left as it is.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { minifySync } from 'rolldown/utils'
import { build } from 'vite'
import { formatWhy, whyEager } from '../scripts/size/why.mjs'
import { ensureLatchBuilt } from './lib/build.mjs'

const app = process.argv[2] ?? 'latch'
const root = new URL(`./apps/${app}/`, import.meta.url).pathname
const outDir = mkdtempSync(join(tmpdir(), 'latch-why-'))
let report = ''

/** Reads the bundle once it is final: the entry chunk's static closure, and each of its modules minified on its own. */
const whyPlugin = {
  name: 'latch-why',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry)
    const eager = new Set()
    const visit = (file) => {
      if (eager.has(file) || bundle[file]?.type !== 'chunk') return
      eager.add(file)
      for (const next of bundle[file].imports) visit(next)
    }
    visit(entry.fileName)
    const sizes = new Map()
    for (const file of eager) {
      for (const [id, m] of Object.entries(bundle[file].modules)) {
        if (!m.code) continue
        // Mangled and without whitespace, but not compressed: compressing a module alone drops what only other modules use.
        sizes.set(id, minifySync('module.js', m.code, { compress: false }).code.length)
      }
    }
    const rows = whyEager({ entry: entry.facadeModuleId, sizes, importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [] })
    report = `${app}: ${[...eager].join(', ')}\n${formatWhy(rows, { top: Number(process.env.WHY_TOP ?? 60) })}`
  },
}

ensureLatchBuilt()
try {
  await build({ configFile: `${root}vite.config.ts`, mode: 'production', build: { outDir, emptyOutDir: true }, plugins: [whyPlugin] })
  console.log(report)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
