import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// Node-side helpers for the HTTP handlers of Latch's server packages.
export default defineConfig(packageBuild({ platform: 'node' }))
