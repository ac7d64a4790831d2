import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noticeOf, packagesOf, renderNotices, writeBundledLicenses } from './bundledLicenses.mjs'

describe('packagesOf', () => {
  it('finds the innermost package of each source, scoped or not, once', () => {
    const sources = [
      '/r/node_modules/.pnpm/events@3.3.0/node_modules/events/events.js',
      '/r/node_modules/.pnpm/events@3.3.0/node_modules/events/other.js',
      '/r/node_modules/.pnpm/@noble+hashes@1.8.0/node_modules/@noble/hashes/src/sha3.ts',
      '/r/node_modules/a/node_modules/b/lib/x.js',
      '/r/packages/core/src/walletConnect/sdk.ts',
    ]
    expect(packagesOf(sources)).toEqual([
      { root: '/r/node_modules/.pnpm/events@3.3.0/node_modules/events', name: 'events' },
      { root: '/r/node_modules/.pnpm/@noble+hashes@1.8.0/node_modules/@noble/hashes', name: '@noble/hashes' },
      { root: '/r/node_modules/a/node_modules/b', name: 'b' },
    ])
  })
})

describe('the notices file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'licences-'))
  const pkg = (name, version, license, files) => {
    const root = join(dir, 'node_modules', name)
    mkdirSync(root, { recursive: true })
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name, version, license }))
    for (const [f, text] of Object.entries(files)) writeFileSync(join(root, f), text)
    writeFileSync(join(root, 'index.js'), '')
    return root
  }
  const zed = pkg('zed', '1.0.0', 'MIT', { LICENSE: 'MIT Licence, Copyright Zed\n' })
  const scoped = pkg('@a/b', '2.1.0', 'Apache-2.0', { 'LICENSE.md': 'Apache text', NOTICE: 'Notice text' })
  const bare = pkg('bare', '0.1.0', 'ISC', {})

  it('reads the licence and notice files of a package', () => {
    expect(noticeOf(scoped)).toEqual({ name: '@a/b', version: '2.1.0', license: 'Apache-2.0', texts: ['Apache text', 'Notice text'] })
    expect(noticeOf(bare).texts).toEqual([])
  })

  it('lists every package an output of a metafile holds, sorted, saying when a package ships no licence file', () => {
    const metafile = join(dir, 'meta.json')
    const inputs = { 'node_modules/zed/index.js': {}, 'node_modules/@a/b/index.js': {}, 'node_modules/bare/index.js': {}, 'src/own.ts': {} }
    writeFileSync(metafile, JSON.stringify({ inputs: {}, outputs: { 'dist/sdk.js': { inputs }, 'dist/other.js': { inputs: {} } } }))
    const out = join(dir, 'NOTICES.md')
    expect(() => writeBundledLicenses({ metafile, bundle: 'dist/none.js', out, title: 'x', cwd: dir })).toThrow('not an output')
    expect(writeBundledLicenses({ metafile, bundle: 'dist/sdk.js', out, title: 'Bundled', cwd: dir })).toBe(3)
    const text = readFileSync(out, 'utf8')
    expect(text).toBe(renderNotices('Bundled', [noticeOf(zed), noticeOf(scoped), noticeOf(bare)]))
    expect(text.indexOf('## @a/b 2.1.0 (Apache-2.0)')).toBeLessThan(text.indexOf('## bare 0.1.0 (ISC)'))
    expect(text).toContain('Apache text\n\nNotice text')
    expect(text).toContain('(The package ships no licence file; its package.json says ISC.)')
    expect(text).toContain('MIT Licence, Copyright Zed')
  })
})
