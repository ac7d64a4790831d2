import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { handOver } from './callback'
import { createSocialLogin, SOCIAL_RESULT } from './social'

const OWN = 'https://wallet.example.com'
const APP = 'https://app.example.com'
const CALLBACK = `${OWN}/social/callback?code=SECRET-CODE&state=s1`

/** A window boundary: message listeners we can feed, at the wallet's origin. */
function fakeWindow() {
  const listeners: ((event: MessageEvent) => void)[] = []
  return {
    win: { addEventListener: (_: 'message', l: (e: MessageEvent) => void) => void listeners.push(l), location: { origin: OWN }, crypto: webcrypto as unknown as Crypto },
    deliver: (origin: string, data: unknown) => {
      for (const l of listeners) l({ origin, data } as MessageEvent)
    },
  }
}

/** The frame's server API as the network boundary: records calls, answers like the server. */
function fakeApi() {
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const api = (async (path: string, body: Record<string, unknown> = {}) => {
    calls.push({ path, body })
    if (path === 'social/start') return { uri: 'https://idp.example/authorize?state=s1&client_id=x' }
    return { token: 't', user: { address: '0x1' } }
  }) as never
  return { api, calls }
}

describe('the callback page (C1)', () => {
  function popupOf(href: string) {
    const posted: { to: string; message: unknown; targetOrigin: string }[] = []
    const frame = (name: string) => ({ postMessage: (message: unknown, targetOrigin: string) => posted.push({ to: name, message, targetOrigin }) })
    const frames = Object.assign([frame('wallet-frame'), frame('ads-frame')], {})
    const opener = { frames, postMessage: (message: unknown, targetOrigin: string) => posted.push({ to: 'opener', message, targetOrigin }) }
    return { win: { opener, location: { href } } as unknown as Window, posted }
  }

  it('gives the code only to frames at its own origin; the app page gets a notice without the code', () => {
    const { win, posted } = popupOf(CALLBACK)
    expect(handOver(win, APP)).toBe(true)
    const withCode = posted.filter((p) => JSON.stringify(p.message).includes('SECRET-CODE'))
    expect(withCode.length).toBe(2)
    for (const p of withCode) expect(p.targetOrigin).toBe(OWN)
    const notice = posted.find((p) => p.to === 'opener')
    expect(notice).toEqual({ to: 'opener', targetOrigin: APP, message: { type: 'LATCH_SOCIAL_CALLBACK', uri: `${OWN}/social/callback?state=s1` } })
  })

  it('hands nothing over without an opener or a checked app origin', () => {
    expect(handOver(popupOf(CALLBACK).win, undefined)).toBe(false)
    expect(handOver({ opener: null, location: { href: CALLBACK } } as unknown as Window, APP)).toBe(false)
  })
})

describe('the frame’s social login (C1)', () => {
  it('starts with the hash of a secret it keeps; redeems the result from its own origin with that secret', async () => {
    const { win, deliver } = fakeWindow()
    const { api, calls } = fakeApi()
    const social = createSocialLogin({ api, win })
    await social.start('github', APP)
    const started = calls[0]?.body ?? {}
    expect(started).toMatchObject({ provider: 'github', appOrigin: APP })
    expect(typeof started.secretHash).toBe('string')
    deliver('https://evil.example', { type: SOCIAL_RESULT, uri: `${OWN}/social/callback?code=FORGED&state=s1` })
    deliver(OWN, { type: SOCIAL_RESULT, uri: CALLBACK })
    await social.connect(`${OWN}/social/callback?state=s1`, new AbortController().signal)
    const connect = calls[1]?.body ?? {}
    expect(connect.uri).toBe(CALLBACK)
    const hashed = Buffer.from(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(String(connect.secret)))).toString('base64url')
    expect(hashed).toBe(started.secretHash)
    expect(connect.secret).not.toBe(started.secretHash)
  })

  it('waits for the result when the notice comes first; refuses a login it did not start', async () => {
    const { win, deliver } = fakeWindow()
    const { api, calls } = fakeApi()
    const social = createSocialLogin({ api, win })
    await expect(social.connect(`${OWN}/social/callback?state=s1`, new AbortController().signal)).rejects.toThrow('not started here')
    await social.start('github', APP)
    const connecting = social.connect(`${OWN}/social/callback?state=s1`, new AbortController().signal)
    await Promise.resolve()
    deliver(OWN, { type: SOCIAL_RESULT, uri: CALLBACK })
    await connecting
    expect(calls.map((c) => c.path)).toEqual(['social/start', 'social/connect'])
    // Redeemed once: the same notice again is refused.
    await expect(social.connect(`${OWN}/social/callback?state=s1`, new AbortController().signal)).rejects.toThrow('not started here')
  })

  it('a result for another state, or an abort, redeems nothing', async () => {
    const { win, deliver } = fakeWindow()
    const { api, calls } = fakeApi()
    const social = createSocialLogin({ api, win })
    await social.start('github', APP)
    const controller = new AbortController()
    const connecting = social.connect(`${OWN}/social/callback?state=s1`, controller.signal)
    deliver(OWN, { type: SOCIAL_RESULT, uri: `${OWN}/social/callback?code=x&state=other` })
    controller.abort()
    await expect(connecting).rejects.toThrow('aborted')
    expect(calls.map((c) => c.path)).toEqual(['social/start'])
  })
})
