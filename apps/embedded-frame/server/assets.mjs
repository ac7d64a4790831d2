// The frame's scripts and styles, bundled from src/ with esbuild when the server starts (a few hundred
// milliseconds), so the server needs no separate build step and always serves the code beside it.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const SRC = fileURLToPath(new URL('../src/', import.meta.url))

/** @returns {Promise<Map<string, { type: string, body: Uint8Array }>>} path (e.g. `/frame.js`) → asset */
export async function buildAssets() {
  const result = await build({
    entryPoints: { frame: `${SRC}frame.ts`, callback: `${SRC}callback.ts`, invalid: `${SRC}invalid.ts`, page: `${SRC}page.css` },
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/',
    legalComments: 'none',
    logLevel: 'silent',
  })
  /** @type {Map<string, { type: string, body: Uint8Array }>} */
  const assets = new Map()
  for (const file of result.outputFiles) {
    const name = file.path.slice(file.path.lastIndexOf('/'))
    assets.set(name, { type: name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', body: file.contents })
  }
  return assets
}
