import { readFileSync, writeFileSync } from 'node:fs'
import { defineConfig } from 'tsup'
import { packageBuild } from '../../tsup.shared'

// esbuild drops module-level directives when it bundles; the React entry needs its 'use client' back for
// React Server Components bundlers (Next.js) to treat the hook as client code.
export default defineConfig(
  packageBuild({
    modules: true,
    async onSuccess() {
      const file = 'dist/react.js'
      const code = readFileSync(file, 'utf8')
      if (!code.startsWith("'use client'")) writeFileSync(file, `'use client';\n${code}`)
    },
  }),
)
