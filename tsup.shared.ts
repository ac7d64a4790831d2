import { readdirSync } from 'node:fs'
import type { Options } from 'tsup'

/**
 * The build every package shares: each file in its src/exports is a public entry point (mirroring the
 * package.json "exports" map), ESM with declarations, code-split so lazy imports stay separate chunks.
 */
export function packageBuild(overrides: Options = {}): Options {
  const entry = Object.fromEntries(
    readdirSync('src/exports')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => [f.replace(/\.tsx?$/, ''), `src/exports/${f}`]),
  )
  return { entry, format: ['esm'], dts: true, splitting: true, treeshake: true, sourcemap: true, clean: true, target: 'es2022', platform: 'browser', ...overrides }
}
