import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, originsOf } from './csp.ts'

describe('contentSecurityPolicy', () => {
  it('is strict for the build: no inline script or style, no eval, RPC origins only', () => {
    const csp = contentSecurityPolicy('build', ['http://127.0.0.1:8545'])
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['style-src']).toEqual(["'self'"])
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8545'])
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('unsafe-inline')
  })

  it('relaxes only inline script/style and the HMR socket in dev, never eval', () => {
    const csp = contentSecurityPolicy('dev', ['http://127.0.0.1:8545', 'http://127.0.0.1:8545'])
    expect(csp).toContain("script-src 'self' 'unsafe-inline'")
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8545 ws://127.0.0.1:*")
    expect(csp).not.toContain('unsafe-eval')
  })
})

describe('originsOf', () => {
  it('keeps origins of valid URLs and skips empty or malformed ones', () => {
    expect(originsOf(['https://rpc.example.com/v1/KEY', undefined, '', 'not a url', 'http://127.0.0.1:8546/'])).toEqual([
      'https://rpc.example.com',
      'http://127.0.0.1:8546',
    ])
  })

  it('lets wallet images load from the directory origin only', () => {
    const csp = contentSecurityPolicy('build', ['http://127.0.0.1:8545'], ['http://127.0.0.1:8548'])
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:8548;")
  })

  it('embeds no page but the embedded wallet frame', () => {
    expect(contentSecurityPolicy('build', [])).toContain("frame-src 'none'")
    expect(contentSecurityPolicy('build', [], [], ['http://127.0.0.1:8549'])).toContain('frame-src http://127.0.0.1:8549;')
  })
})
