import { describe, expect, it } from 'vitest'
import { formatWhy, moduleName, ownerOf, whyEager } from './why.mjs'

// main → react index → createAppKit → core createLatch → jotai; main → evm adapter → core index → createLatch (longer).
const graph = {
  'src/main.tsx': ['/r/packages/react/dist/index.js', '/r/packages/adapter-evm/dist/index.js'],
  '/r/packages/react/dist/index.js': ['/r/packages/react/dist/lib/createAppKit.js'],
  '/r/packages/react/dist/lib/createAppKit.js': ['/r/packages/core/dist/lib/client/createLatch.js'],
  '/r/packages/adapter-evm/dist/index.js': ['/r/packages/core/dist/index.js'],
  '/r/packages/core/dist/index.js': ['/r/packages/core/dist/lib/client/createLatch.js'],
  '/r/packages/core/dist/lib/client/createLatch.js': ['/r/node_modules/.pnpm/jotai@2.20.3/node_modules/jotai/esm/vanilla.mjs'],
}
const importsOf = (id) => graph[id] ?? []

describe('names', () => {
  it('names modules by package and path, and the dapp by its place under apps/', () => {
    expect(moduleName('/r/packages/core/dist/lib/store/storage.js')).toBe('core:store/storage')
    expect(moduleName('/r/node_modules/.pnpm/jotai@2.20.3/node_modules/jotai/esm/vanilla.mjs')).toBe('jotai/esm/vanilla.mjs')
    expect(moduleName('/work/main/bench/apps/latch/main.tsx')).toBe('apps/latch/main.tsx')
    expect(moduleName('\0vite/preload-helper.js')).toBe('vite/preload-helper.js')
  })
  it('owns a module by workspace package or dependency', () => {
    expect(ownerOf('/r/packages/adapter-evm/dist/lib/evmAdapter.js')).toBe('@latch/adapter-evm')
    expect(ownerOf('/r/node_modules/.pnpm/@scope+x@1/node_modules/@scope/x/index.js')).toBe('@scope/x')
    expect(ownerOf('src/main.tsx')).toBe('app')
  })
})

describe('whyEager', () => {
  const sizes = new Map([
    ['/r/packages/core/dist/lib/client/createLatch.js', 700],
    ['/r/node_modules/.pnpm/jotai@2.20.3/node_modules/jotai/esm/vanilla.mjs', 900],
    ['\0rolldown/runtime.js', 50],
    ['/r/packages/react/dist/lib/createAppKit.js', 300],
  ])
  const rows = whyEager({ entry: 'src/main.tsx', sizes, importsOf })

  it('lists every eager module, largest first', () => {
    expect(rows.map((r) => [moduleName(r.id), r.bytes])).toEqual([
      ['jotai/esm/vanilla.mjs', 900],
      ['core:client/createLatch', 700],
      ['react:createAppKit', 300],
      ['rolldown/runtime.js', 50],
    ])
  })

  it('gives each the shortest chain of static imports from the entry, and none to a runtime helper', () => {
    expect(rows[0]?.chain.map(moduleName)).toEqual(['src/main.tsx', 'react:index', 'react:createAppKit', 'core:client/createLatch', 'jotai/esm/vanilla.mjs'])
    expect(rows[3]?.chain).toEqual([])
  })

  it('prints shares and the chain, nearest importer first', () => {
    const text = formatWhy(rows, { top: 2 })
    expect(text.split('\n')).toEqual([
      '4 modules, 1950 bytes minified',
      '    900  jotai',
      '    700  @latch/core',
      '    300  @latch/react',
      '     50  app',
      '',
      '    900  46.2%  jotai/esm/vanilla.mjs  ← core:client/createLatch ← react:createAppKit ← react:index ← src/main.tsx',
      '    700  35.9%  core:client/createLatch  ← react:createAppKit ← react:index ← src/main.tsx',
    ])
  })
})
