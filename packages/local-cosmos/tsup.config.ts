import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// A Node server: its dependencies (@cosmjs, cosmjs-types) stay external.
export default defineConfig(packageBuild({ platform: 'node' }))
