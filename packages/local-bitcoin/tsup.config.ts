import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node server: its dependencies (bitcoinjs-lib, the curve) stay external.
export default defineConfig(packageBuild({ platform: 'node' }))
