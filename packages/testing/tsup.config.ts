import { defineConfig, type Options } from 'tsup'
import { packageBuild } from '../../tsup.shared'

function browserBundle(name: string, entry: string): Options {
  return {
    entry: { [name]: entry },
    format: ['iife'],
    outExtension: () => ({ js: '.iife.js' }),
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    minify: true,
    clean: false,
    dts: false,
  }
}

export default defineConfig([
  // The library entries (src/exports/*): ESM with declarations. The Playwright helper reads files, so Node.
  // tsup runs both builds at once: this clean must spare the bundle the other one writes.
  // headless-web3-provider (a devDependency) is bundled in, so users get it with Latch's pnpm patch applied
  // (patches/headless-web3-provider@0.3.2.patch); its own dependencies stay external (this package's dependencies).
  // Its "module" build, not the CommonJS "main" that esbuild would pick for Node.
  packageBuild({
    platform: 'node',
    external: ['playwright-core'],
    noExternal: ['headless-web3-provider'],
    esbuildOptions: (options) => {
      options.mainFields = ['module', 'main']
    },
    clean: ['!solana-wallet.iife.js', '!polkadot-wallet.iife.js'],
  }),
  // The browser bundles a test injects with page.addInitScript: each one self-contained classic script (the
  // Polkadot extension's carries @polkadot/util-crypto's WASM).
  browserBundle('solana-wallet', 'src/solana/browserEntry.ts'),
  browserBundle('polkadot-wallet', 'src/polkadot/browserEntry.ts'),
])
