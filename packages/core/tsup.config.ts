import { rmSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { writeBundledLicenses } from '../../scripts/licenses/bundledLicenses.mjs'
import { packageBuild } from '../../tsup.shared'

// The WalletConnect SDK is bundled into dist/lib/walletConnect/sdk.js as plain ESM. Several of its dependencies are
// CommonJS; left to the dapp's bundler, their interop needs Rolldown's runtime helpers in a lazy chunk without React,
// and Rolldown (Vite 8) then splits those helpers out of the dapp's first file into a file of their own, which costs
// the connect button a request (docs/performance.md; `pnpm size` checks the first bundle stays one file). The
// licences of what it bundles are written beside it.
const SDK = 'dist/lib/walletConnect/sdk.js'
const METAFILE = 'dist/metafile-esm.json'

export default defineConfig(
  packageBuild({
    modules: true,
    noExternal: [/^@walletconnect\//],
    metafile: true,
    onSuccess: async () => {
      writeBundledLicenses({ metafile: METAFILE, bundle: SDK, out: 'dist/lib/walletConnect/THIRD_PARTY_LICENSES.md', title: 'Third-party code in sdk.js: the WalletConnect SDK and its dependencies' })
      // The metafile only serves this; it is not part of the package.
      rmSync(METAFILE)
    },
  }),
)
