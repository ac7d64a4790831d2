import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A server library: it runs in the dapp's backend (Node 20, or any runtime with fetch and WebCrypto-compatible node:crypto).
export default defineConfig(packageBuild({ platform: 'node' }))
