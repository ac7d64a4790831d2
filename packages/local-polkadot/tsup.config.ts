import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node server (chopsticks runs the chain's wasm runtime): keep the dependencies external.
export default defineConfig(packageBuild({ platform: 'node' }))
