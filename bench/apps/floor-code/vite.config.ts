import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { latchAliases, latchDeps } from '../../lib/latch-aliases.mjs'
import { viteBase } from '../../lib/vite-base.mjs'

export default defineConfig(viteBase(fileURLToPath(new URL('.', import.meta.url)), { alias: latchAliases(), dedupe: latchDeps() }))
