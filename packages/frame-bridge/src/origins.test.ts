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

  it('refuses a wildcard over a public suffix, a bare TLD or an IP address: one typo would allow the whole web', () => {
    const tooWide = [
      'https://*.com',
      'https://*.COM',
      'https://*.dev',
      'https://*.co.uk',
      'https://*.com.au',
      'https://*.github.io',
      'https://*.vercel.app',
      'https://*.pages.dev',
      'https://*.ngrok-free.app',
      'https://*.herokuapp.com',
      'https://*.netlify.app',
      'https://*.s3.amazonaws.com',
      'http://*.localhost:*',
      'http://*.localhost',
      'http://*.0.0.1:*',
      'http://*.[::1]:*',
    ]
    for (const pattern of tooWide) {
      expect(isOriginPattern(pattern), pattern).toBe(false)
      expect(isAllowedOrigin('https://attacker.com', [pattern]), pattern).toBe(false)
    }
    expect(isAllowedOrigin('https://evil.co.uk', ['https://*.co.uk'])).toBe(false)
    expect(isAllowedOrigin('https://attacker.github.io', ['https://*.github.io'])).toBe(false)
    expect(isAllowedOrigin('http://evil.localhost:3000', ['http://*.localhost:*'])).toBe(false)
  })

  it('accepts a wildcard under a registrable domain, including one beneath a listed public suffix', () => {
    for (const pattern of ['https://*.example.com', 'https://*.example.co.uk', 'https://*.my-team.github.io', 'https://*.app.example.com:8443', 'http://*.example.com:*']) {
      expect(isOriginPattern(pattern), pattern).toBe(true)
    }
    expect(isAllowedOrigin('https://a.example.co.uk', ['https://*.example.co.uk'])).toBe(true)
    expect(isAllowedOrigin('https://preview.my-team.github.io', ['https://*.my-team.github.io'])).toBe(true)
  })

  it('the dev defaults keep their hosting-platform wildcards as the built-in list, not as something a project may configure', () => {
    for (const pattern of DEFAULT_ALLOWED_ORIGINS) {
      // Matched when a frame server falls back to the defaults…
      expect(isAllowedOrigin(pattern.replace('*.', 'preview.').replace(':*', ':3000'), [pattern]), pattern).toBe(true)
    }
    // …but refused when a project lists them itself, and no look-alike rides on the exception.
    expect(isOriginPattern('https://*.vercel.app')).toBe(false)
    expect(isOriginPattern('http://localhost:*')).toBe(true)
    expect(isAllowedOrigin('https://x.vercel.app', ['https://*.vercel.app '])).toBe(false)
    expect(isAllowedOrigin('http://x.vercel.app', ['http://*.vercel.app'])).toBe(false)
    expect(isAllowedOrigin('https://x.github.io', ['https://*.github.io'])).toBe(false)
  })

  it('only takes an origin, not a URL with a path or credentials', () => {
    expect(isAllowedOrigin('https://app.example.com/', ['https://app.example.com'])).toBe(false)
    expect(isAllowedOrigin('https://user@app.example.com', ['https://app.example.com'])).toBe(false)
  })
})
