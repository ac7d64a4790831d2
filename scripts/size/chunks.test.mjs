import { describe, expect, it } from 'vitest'
import { checkBudgets, chunkName, loadingSteps, staticClosure } from './chunks.mjs'

// A metafile shaped like esbuild's: entry → shared (static) and modal (dynamic) → view (dynamic).
const outputs = {
  'entry.js': { entryPoint: 'dapp.js', imports: [{ kind: 'import-statement', path: 'shared.js' }, { kind: 'dynamic-import', path: 'modal.js' }, { kind: 'import-statement', path: 'react' }] },
  'shared.js': { imports: [] },
  'modal.js': { entryPoint: 'packages/ui/dist/modal.js', imports: [{ kind: 'import-statement', path: 'shared.js' }, { kind: 'import-statement', path: 'kit.js' }, { kind: 'dynamic-import', path: 'view.js' }] },
  'kit.js': { imports: [] },
  'view.js': { entryPoint: 'packages/ui/dist/Account-WKKHTBLZ.js', imports: [{ kind: 'import-statement', path: 'kit.js' }, { kind: 'import-statement', path: 'only-view.js' }] },
  'only-view.js': { imports: [] },
}

describe('size steps', () => {
  it('eager is the static closure of the entry (externals ignored)', () => {
    expect([...staticClosure(outputs, 'entry.js')].sort()).toEqual(['entry.js', 'shared.js'])
  })
  it('each lazy step counts only what it adds to what is already loaded', () => {
    const steps = loadingSteps(outputs, 'entry.js', chunkName)
    expect(steps.map((s) => [s.name, s.files.sort()])).toEqual([
      ['eager', ['entry.js', 'shared.js']],
      ['ui:modal', ['kit.js', 'modal.js']],
      ['ui:Account', ['only-view.js', 'view.js']],
    ])
  })
  it('names chunks by package and view, dropping the hash', () => {
    expect(chunkName('node_modules/.pnpm/ethers@6.17.0/node_modules/ethers/lib.esm/index.js')).toBe('ethers')
    expect(chunkName('packages/ui/dist/ConnectingExternal-6H5M3A6N.js')).toBe('ui:ConnectingExternal')
    expect(chunkName('packages/core/dist/lib/flows/send.js')).toBe('core:flows/send')
  })
  it('fails a step over budget, a step without one, and a budget for a step that is gone', () => {
    expect(checkBudgets([{ name: 'a', gzip: 10 }], { a: 10 }).ok).toBe(true)
    expect(checkBudgets([{ name: 'a', gzip: 11 }], { a: 10 }).ok).toBe(false)
    expect(checkBudgets([{ name: 'a', gzip: 1 }], {}).unbudgeted).toEqual(['a'])
    expect(checkBudgets([{ name: 'a', gzip: 1 }], { a: 2, b: 2 })).toMatchObject({ ok: false, stale: ['b'] })
  })
})
