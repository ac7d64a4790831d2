import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// The WalletConnect SDK is bundled into dist/lib/walletConnect/sdk.js as plain ESM. Several of its dependencies are
// CommonJS; left to the dapp's bundler, their interop needs Rolldown's runtime helpers in a lazy chunk without React,
// and Rolldown (Vite 8) then splits those helpers out of the dapp's first file into a file of their own, which costs
// the connect button a request (docs/performance.md; `pnpm size` checks the first bundle stays one file).
export default defineConfig(packageBuild({ modules: true, noExternal: [/^@walletconnect\//] }))
