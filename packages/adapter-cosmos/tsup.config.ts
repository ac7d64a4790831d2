import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// @cosmjs/crypto comes with @cosmjs/amino; `./verify` imports it and must not bundle a copy (README: dependencies).
export default defineConfig(packageBuild({ modules: true, external: ['@cosmjs/crypto'] }))
