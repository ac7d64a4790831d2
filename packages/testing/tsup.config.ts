import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

export default defineConfig([
  // The library entries (src/exports/*): ESM with declarations. The Playwright helper reads files, so Node.
  // tsup runs both builds at once: this clean must spare the bundle the other one writes.
  packageBuild({ platform: 'node', external: ['playwright-core'], clean: ['!solana-wallet.iife.js'] }),
  // The browser bundle a test injects with page.addInitScript: one self-contained classic script.
  {
    entry: { 'solana-wallet': 'src/solana/browserEntry.ts' },
    format: ['iife'],
    outExtension: () => ({ js: '.iife.js' }),
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    clean: false,
    dts: false,
  },
])
