import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node server and chain helpers.
export default defineConfig(packageBuild({ platform: 'node' }))
