import { defineConfig } from 'tsup'
import { readdirSync } from 'node:fs'

// Every file in src/exports is a public entry point (mirrors package.json "exports").
const entry = Object.fromEntries(
  readdirSync('src/exports')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => [f.replace(/\.tsx?$/, ''), `src/exports/${f}`]),
)

export default defineConfig({
  entry,
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
})
