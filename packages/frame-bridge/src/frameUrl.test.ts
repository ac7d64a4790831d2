import { describe, expect, it } from 'vitest'
import { frameUrl } from './frameUrl'

describe('frameUrl', () => {
  it('adds projectId, chainId, version and enableLogger to the frame address', () => {
    const url = new URL(frameUrl({ url: 'https://wallet.example/frame', projectId: 'p1', chainId: 1 }))
    expect(url.origin + url.pathname).toBe('https://wallet.example/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', chainId: '1', version: '4', enableLogger: 'false' })
  })

  it('accepts plain http only from a loopback host', () => {
    for (const url of ['http://127.0.0.1:4000/frame', 'http://localhost:4000/frame', 'http://LOCALHOST/frame', 'http://[::1]:4000/frame']) {
      expect(() => frameUrl({ url, projectId: 'p1' }), url).not.toThrow()
    }
    for (const url of ['http://wallet.example/frame', 'http://192.168.1.10:4000/frame', 'http://127.0.0.1.evil.example/frame', 'http://localhost.evil.example/frame', 'http://10.0.0.1/frame']) {
      expect(() => frameUrl({ url, projectId: 'p1' }), url).toThrow('must be served over https')
    }
  })

  it('refuses any other scheme', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'file:///frame.html', 'ws://127.0.0.1/frame']) {
      expect(() => frameUrl({ url, projectId: 'p1' }), url).toThrow(TypeError)
    }
  })
})
