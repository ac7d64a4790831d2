import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestLatch } from '../testing/fixtures'
import { createMockAdapter } from '../testing/mockAdapter'
import type { LatchOptions, RemoteProjectConfig } from '../types/options'

const CONFIG_URL = 'https://config.example/project-config'

/** The network boundary: each call answers with the next of `answers` (a config, an HTTP status, or 'hang'). */
function fakeFetch(...answers: (RemoteProjectConfig | unknown | number | 'hang')[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = vi.fn(async (input: URL | string, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    const answer = answers.length > 1 ? answers.shift() : answers[0]
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    }
    if (typeof answer === 'number') return new Response('{"error":"nope"}', { status: answer })
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

/** An instance that offers e-mail and social login (a frame URL, a project id, a remote-capable adapter). */
function instance(options: Partial<LatchOptions> = {}) {
  return createTestLatch([createMockAdapter('eip155', { walletConnect: true })], {
    embeddedWallet: { frameUrl: 'https://frame.example/frame' },
    projectConfig: { url: CONFIG_URL },
    ...options,
  }).latch
}

/** Lets the lazily imported loader and the fake fetch settle. */
const settle = () => new Promise((r) => setTimeout(r, 20))

beforeEach(() => {
  vi.stubGlobal('window', {})
  vi.stubGlobal('location', { origin: 'https://app.example.com' })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('remote project config (spec §7)', () => {
  it('is never fetched before the modal opens; on open it is fetched once, with the project id, and its features apply', async () => {
    const calls = fakeFetch({ features: { email: false, activity: false } })
    const latch = instance()
    await latch.ready
    // Warming (a hovered button, an idle page) fetches code only: still no request.
    latch.warm()
    await settle()
    expect(calls).toEqual([])
    expect(latch.getSnapshot().features).toMatchObject({ email: true, history: true })
    expect(latch.getSnapshot().embeddedWallet.emailLogin).toBe(true)

    await latch.open()
    await vi.waitFor(() => expect(latch.getSnapshot().features.email).toBe(false))
    expect(calls).toHaveLength(1)
    const url = new URL(calls[0]?.url ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(CONFIG_URL)
    expect(url.searchParams.get('projectId')).toBe('test-project')
    expect(calls[0]?.init).toMatchObject({ credentials: 'omit' })
    const snap = latch.getSnapshot()
    expect(snap.features.history).toBe(false)
    expect(snap.embeddedWallet).toMatchObject({ available: true, emailLogin: false, socialProviders: ['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] })
    expect(snap.connectMethodsOrder).not.toContain('email')
    expect(snap.connectMethodsOrder).toContain('social')
  })

  it('is cached per instance: reopening does not fetch again; another instance fetches its own', async () => {
    const calls = fakeFetch({ features: { swaps: false } })
    const latch = instance()
    await latch.open()
    await vi.waitFor(() => expect(latch.getSnapshot().features.swaps).toBe(false))
    latch.close()
    await latch.open()
    latch.close()
    await latch.open()
    await settle()
    expect(calls).toHaveLength(1)
    const other = instance()
    await other.open()
    await vi.waitFor(() => expect(calls).toHaveLength(2))
  })

  it('merges over the local options: what the config sets wins, what it leaves out stays as the host set it', async () => {
    fakeFetch({ features: { swaps: ['1inch'], onramp: false, socials: ['github', 'farcaster'], reownBranding: false } })
    const latch = instance({ features: { swaps: false, send: false, email: false }, remoteFeatures: { onramp: true, activity: false } })
    await latch.open()
    await vi.waitFor(() => expect(latch.getSnapshot().features.swaps).toBe(true))
    const snap = latch.getSnapshot()
    expect(snap.features).toEqual({ email: false, swaps: true, onramp: false, send: false, receive: true, history: false, analytics: false, branding: false })
    expect(snap.embeddedWallet.socialProviders).toEqual(['github', 'farcaster'])
  })

  it('a failing answer leaves the local options in force, and the next open tries again', async () => {
    const calls = fakeFetch(500, { features: { email: false } })
    const latch = instance()
    await latch.open()
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()
    expect(latch.getSnapshot().features.email).toBe(true)
    expect(latch.getSnapshot().alert).toBeUndefined()
    await latch.open()
    await vi.waitFor(() => expect(latch.getSnapshot().features.email).toBe(false))
    expect(calls).toHaveLength(2)
  })

  it('a malformed answer is a failure, not a half-applied config (the next open fetches again)', async () => {
    const calls = fakeFetch({ features: { email: 'no', swaps: false } }, { allowedOrigins: 'https://app.example.com' }, { features: { onramp: false } })
    const latch = instance()
    for (const expected of [1, 2]) {
      await latch.open()
      await vi.waitFor(() => expect(calls).toHaveLength(expected))
      await settle()
      expect(latch.getSnapshot().features).toMatchObject({ email: true, swaps: true, onramp: true })
    }
    await latch.open()
    await vi.waitFor(() => expect(latch.getSnapshot().features.onramp).toBe(false))
    expect(latch.getSnapshot().features).toMatchObject({ email: true, swaps: true })
  })

  it('a hanging answer never blocks opening; it is aborted after 5 s and the local options stand', async () => {
    vi.useFakeTimers()
    const calls = fakeFetch('hang', { features: { email: false } })
    const latch = instance()
    await latch.open()
    expect(latch.getSnapshot().modal.open).toBe(true)
    expect(latch.getSnapshot().router.view).toBe('Connect')
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.init?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls[0]?.init?.signal?.aborted).toBe(true)
    expect(latch.getSnapshot().features.email).toBe(true)
    await latch.open()
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toHaveLength(2)
    expect(latch.getSnapshot().features.email).toBe(false)
  })

  it('a source function gets the project id and a signal; one that ignores the signal still counts as failed after 5 s', async () => {
    vi.useFakeTimers()
    const requests: { projectId: string | undefined; signal: AbortSignal }[] = []
    const latch = instance({
      projectConfig: (request) => {
        requests.push(request)
        return new Promise(() => {})
      },
    })
    await latch.open()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.projectId).toBe('test-project')
    expect(requests[0]?.signal.aborted).toBe(true)
    await latch.open()
    await vi.advanceTimersByTimeAsync(10)
    expect(requests).toHaveLength(2)
  })

  it('without a projectConfig option nothing is fetched, ever', async () => {
    const calls = fakeFetch({ features: { email: false } })
    const latch = instance({ projectConfig: undefined })
    await latch.open()
    await settle()
    expect(calls).toEqual([])
  })
})

describe('allowed origins (spec §5)', () => {
  const opened = async (allowedOrigins: string[], origin: string, verified?: boolean) => {
    vi.stubGlobal('location', { origin })
    const calls = fakeFetch({ allowedOrigins, ...(verified === undefined ? {} : { verified }) })
    const latch = instance()
    await latch.open()
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await settle()
    return latch.getSnapshot()
  }

  it('an origin outside the list raises Invalid App Configuration and the embedded wallet is not offered', async () => {
    const snap = await opened(['https://app.example.com', 'https://*.example.org'], 'https://evil.example.net')
    expect(snap.alert).toMatchObject({ code: 'INVALID_APP_CONFIGURATION', shortMessage: 'Invalid App Configuration' })
    expect(snap.alert?.longMessage).toContain('https://evil.example.net')
    expect(snap.embeddedWallet).toMatchObject({ available: false, emailLogin: false, socialProviders: [] })
    expect(snap.connectMethodsOrder).toEqual(['wallet'])
  })

  it('wildcards: a subdomain pattern takes subdomains (not the apex), a port pattern any port; the scheme must match', async () => {
    const allowed = ['https://*.example.org', 'http://localhost:*']
    expect((await opened(allowed, 'https://shop.example.org')).alert).toBeUndefined()
    expect((await opened(allowed, 'http://localhost:5173')).alert).toBeUndefined()
    expect((await opened(allowed, 'http://localhost')).alert).toBeUndefined()
    expect((await opened(allowed, 'https://example.org')).alert?.code).toBe('INVALID_APP_CONFIGURATION')
    expect((await opened(allowed, 'http://shop.example.org')).alert?.code).toBe('INVALID_APP_CONFIGURATION')
    expect((await opened(allowed, 'https://localhost:5173')).alert?.code).toBe('INVALID_APP_CONFIGURATION')
  })

  it('the development defaults of spec §5 work as a list (localhost, vercel.app, pages.dev, ngrok, the secure-mobile hosts)', async () => {
    const { DEFAULT_ALLOWED_ORIGINS } = await import('@latch/frame-bridge/constants')
    for (const origin of ['http://localhost:3000', 'https://my-app.vercel.app', 'https://x.pages.dev', 'https://a1.ngrok-free.app', 'https://secure-mobile.walletconnect.org']) {
      expect((await opened([...DEFAULT_ALLOWED_ORIGINS], origin)).alert).toBeUndefined()
    }
    expect((await opened([...DEFAULT_ALLOWED_ORIGINS], 'https://app.example.com')).alert?.code).toBe('INVALID_APP_CONFIGURATION')
  })

  it('an empty or absent list does not restrict the page', async () => {
    const snap = await opened([], 'https://anywhere.example')
    expect(snap.alert).toBeUndefined()
    expect(snap.embeddedWallet.available).toBe(true)
  })

  it('a page the project allows only by the development defaults (verified: false) gets the Unverified domain alert, and keeps working', async () => {
    const { DEFAULT_ALLOWED_ORIGINS } = await import('@latch/frame-bridge/constants')
    const unverified = await opened([...DEFAULT_ALLOWED_ORIGINS], 'https://my-app.vercel.app', false)
    expect(unverified.alert).toMatchObject({ code: 'UNVERIFIED_DOMAIN', shortMessage: 'Unverified domain' })
    expect(unverified.embeddedWallet.available).toBe(true)
    expect((await opened(['https://app.example.com'], 'https://app.example.com', true)).alert).toBeUndefined()
    // Refused outright is the stronger alert.
    expect((await opened(['https://app.example.com'], 'https://evil.example.net', false)).alert?.code).toBe('INVALID_APP_CONFIGURATION')
  })
})
