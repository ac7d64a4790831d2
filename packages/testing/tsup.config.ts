import { fileURLToPath } from 'node:url'
import { defineConfig, type Options } from 'tsup'
import { packageBuild } from '../../tsup.shared'

/** Replaces exactly the module `from` (not its subpaths, which esbuild's alias would take too) with the file `to`. */
function replaceModule(from: string, to: string): NonNullable<Options['esbuildPlugins']>[number] {
  const filter = new RegExp(`^${from.replace(/[/.-]/g, '\\$&')}$`)
  return { name: `replace ${from}`, setup: (build) => build.onResolve({ filter }, () => ({ path: fileURLToPath(new URL(to, import.meta.url)) })) }
}

function browserBundle(name: string, entry: string, plugins: NonNullable<Options['esbuildPlugins']> = []): Options {
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
    esbuildPlugins: plugins,
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
    clean: ['!solana-wallet.iife.js', '!polkadot-wallet.iife.js', '!bitcoin-wallet.iife.js', '!cosmos-wallet.iife.js'],
  }),
  // The browser bundles a test injects with page.addInitScript: each one self-contained classic script. The Polkadot
  // extension's runs its crypto in JS, never WASM (src/polkadot/browser/jsCrypto.ts says why).
  browserBundle('solana-wallet', 'src/solana/browserEntry.ts'),
  browserBundle('polkadot-wallet', 'src/polkadot/browserEntry.ts', [replaceModule('@polkadot/wasm-crypto-init', './src/polkadot/browser/jsCrypto.ts')]),
  // The Bitcoin wallet's curve is @bitcoinerlab/secp256k1 (noble, plain JS): no WASM, so it runs under a strict CSP.
  browserBundle('bitcoin-wallet', 'src/bitcoin/browserEntry.ts'),
  // The Cosmos wallet's crypto is @cosmjs/crypto over noble and scure (plain JS): no WASM either.
  browserBundle('cosmos-wallet', 'src/cosmos/browserEntry.ts'),
])
