import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWED_ORIGINS } from './constants'
import { isAllowedOrigin, isOriginPattern } from './origins'

describe('isAllowedOrigin', () => {
  it('the default ancestors: localhost on any port, preview hosts by subdomain, the secure-mobile hosts', () => {
    for (const origin of ['http://localhost', 'http://localhost:5173', 'https://localhost:8443', 'https://my-app.pages.dev', 'https://a.b.vercel.app', 'https://x.ngrok-free.app', 'https://secure-mobile.walletconnect.com']) {
      expect(isAllowedOrigin(origin, DEFAULT_ALLOWED_ORIGINS), origin).toBe(true)
    }
    for (const origin of ['https://vercel.app', 'https://evil-vercel.app', 'https://vercel.app.evil.com', 'http://my-app.pages.dev', 'https://localhost.evil.com', 'http://127.0.0.1:5173', 'null', '']) {
      expect(isAllowedOrigin(origin, DEFAULT_ALLOWED_ORIGINS), origin).toBe(false)
    }
  })

  it('exact origins compare scheme, host and port (default ports normalised)', () => {
    expect(isAllowedOrigin('https://app.example.com', ['https://app.example.com:443'])).toBe(true)
    expect(isAllowedOrigin('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isAllowedOrigin('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://APP.example.com', ['https://app.example.com'])).toBe(false)
    expect(isAllowedOrigin('http://127.0.0.1:4000', ['http://127.0.0.1:*'])).toBe(true)
  })

  it('is never a catch-all: `*` and malformed patterns match nothing', () => {
    expect(isOriginPattern('*')).toBe(false)
    expect(isOriginPattern('https://*')).toBe(false)
    expect(isOriginPattern('https://a.*.com')).toBe(false)
    expect(isAllowedOrigin('https://anything.example', ['*', 'https://*', 'javascript:alert(1)'])).toBe(false)
  })

  it('only takes an origin, not a URL with a path or credentials', () => {
    expect(isAllowedOrigin('https://app.example.com/', ['https://app.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://user@app.example.com', ['https://app.example.com'])).toBe(false)
  })
})
