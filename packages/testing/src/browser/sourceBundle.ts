/**
 * A browser bundle built from source for a test: the same entry tsup builds into `dist/*-wallet.iife.js` (or a test's
 * own app page), so the browser tests need no build first.
 */
import { build } from 'esbuild'

export async function bundleFromSource(entry: URL, format: 'esm' | 'iife'): Promise<string> {
  const result = await build({ entryPoints: [entry.pathname], bundle: true, format, platform: 'browser', write: false, target: 'es2022', logLevel: 'error' })
  return result.outputFiles[0]?.text ?? ''
}
