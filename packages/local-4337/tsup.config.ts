import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node-side dev stack (contracts deployer, bundler process, paymaster server).
export default defineConfig(packageBuild({ platform: 'node' }))
