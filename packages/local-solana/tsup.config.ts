import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node server (LiteSVM is a native addon): keep the dependencies external.
export default defineConfig(packageBuild({ platform: 'node' }))
