import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// The relay is a Node server.
export default defineConfig(packageBuild({ platform: 'node' }))
