import { existsSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { Options } from 'tsup'

type Plugin = NonNullable<Options['esbuildPlugins']>[number]

const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.(test|test-helpers|stories|d)\.tsx?$/.test(f)

/** The public entry points: each file in src/exports, named as its package.json "exports" map names it. */
function exportEntries(): Record<string, string> {
  return Object.fromEntries(readdirSync('src/exports').filter(isSource).map((f) => [f.replace(/\.tsx?$/, ''), `src/exports/${f}`]))
}

/** Every source file under src (tests and test-only folders left out), by its dist name. */
function moduleEntries(): Record<string, string> {
  const files = (readdirSync('src', { recursive: true }) as string[]).filter((f) => isSource(f) && !/(^|\/)(test|__snapshots__)\//.test(f))
  return Object.fromEntries(files.map((f) => [distName(f), `src/${f}`]))
}

/** src/exports/x.ts is dist/x.js (the exports map's names); any other src/a/b.ts is dist/lib/a/b.js (apart, so a
 * module named like an entry point, as src/constants.ts beside src/exports/constants.ts, cannot overwrite it). */
function distName(fromSrc: string): string {
  const name = fromSrc.replace(/\.tsx?$/, '')
  return name.startsWith('exports/') ? name.slice('exports/'.length) : `lib/${name}`
}

/**
 * Keeps each source file its own output file: a relative import becomes an external import of the file it names,
 * spelled as it will sit in dist (with `.js`). The dapp's bundler then sees the package's real module graph and can
 * leave out of the first bundle every module only lazy code uses; a code-split build would have merged such modules
 * with eager ones into shared chunks, and the dapp's bundler cannot take a chunk apart.
 */
function moduleImports(): Plugin {
  const src = resolve('src')
  const sourceOf = (base: string) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((f) => existsSync(f))
  return {
    name: 'latch-module-imports',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (!args.importer.startsWith(src)) return undefined
        const target = sourceOf(resolve(dirname(args.importer), args.path.replace(/\.js$/, '')))
        if (!target) return undefined
        const fromDist = dirname(distName(relative(src, args.importer)))
        const spec = relative(fromDist, distName(relative(src, target)))
        return { path: `${spec.startsWith('.') ? spec : `./${spec}`}.js`, external: true }
      })
    },
  }
}

/**
 * The build every package shares: ESM with declarations for each public entry point (src/exports, mirroring the
 * package.json "exports" map). Browser packages pass `modules: true` to ship one file per source module (see
 * moduleImports); the others are code-split bundles, lazy imports kept as separate chunks.
 */
export function packageBuild({ modules = false, ...overrides }: Options & { modules?: boolean } = {}): Options {
  // `process.env.NODE_ENV` is left for the dapp's bundler to replace (esbuild would bake in "development" here), so a
  // production build drops what only development runs.
  const common: Options = { format: ['esm'], sourcemap: true, clean: true, target: 'es2022', platform: 'browser', define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' } }
  if (!modules) return { ...common, entry: exportEntries(), dts: true, splitting: true, treeshake: true, ...overrides }
  return { ...common, entry: moduleEntries(), dts: { entry: exportEntries() }, splitting: false, treeshake: false, esbuildPlugins: [moduleImports()], ...overrides }
}
