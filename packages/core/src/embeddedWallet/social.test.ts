import { FakeWindow } from '@latch/frame-bridge/testing'
import { describe, expect, it, vi } from 'vitest'
import { ADDRESS, setup, user } from '../testing/embeddedWalletSetup'
import { SOCIAL_POPUP_TIMEOUT_MS } from './social'

const AUTHORIZE = 'https://frame.example/oidc/authorize?state=s1'
const RESULT = 'https://frame.example/social/result/one-time'

/** A popup window at the frame's origin, as the app page sees it (its WindowProxy). */
function popupFor(app: FakeWindow) {
  const popupWindow = new FakeWindow('https://frame.example')
  const handle = Object.assign(popupWindow.viewFrom(app), { closed: false, location: { href: 'about:blank' }, close: () => {
      handle.closed = true
    },
  })
  /** The callback page posting its result to the app. */
  const post = (data: unknown, from: FakeWindow = popupWindow) => app.deliver(data, 'https://app.example', from)
  return { handle, post, popupWindow }
}

describe('social login', () => {
  it('popup to the provider, result from the popup at the frame’s origin, then the frame redeems it', async () => {
    const connect = vi.fn(({ uri }: { uri: string }) => (uri === RESULT ? { ...user, userName: 'ada' } : Promise.reject(new Error('bad result'))))
    const { latch, frame, storage } = setup({ GET_SOCIAL_REDIRECT_URI: ({ provider }) => ({ uri: `${AUTHORIZE}&p=${provider}` }), CONNECT_SOCIAL: connect })
    await latch.open()
    const { handle, post } = popupFor(frame.app)
    const login = latch.embeddedWallet.connectSocial('github', handle)
    await vi.waitFor(() => expect(handle.location.href).toBe(`${AUTHORIZE}&p=github`))
    expect(latch.getSnapshot().router).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'github' } })
    // Forgeries: another origin, another window at the frame's origin, a wrong shape, a javascript: uri.
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: 'https://evil.example/x' }, new FakeWindow('https://evil.example'))
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: RESULT }, new FakeWindow('https://frame.example'))
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: RESULT, extra: 1 })
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: 'javascript:alert(1)' })
    await new Promise((r) => setTimeout(r, 20))
    expect(connect).not.toHaveBeenCalled()
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: RESULT })
    await login
    expect(connect).toHaveBeenCalledTimes(1)
    expect(connect.mock.calls[0]?.[0]).toMatchObject({ uri: RESULT, preferredAccountType: 'eoa', chainId: '1' })
    expect(latch.getSnapshot().namespaces.eip155?.account.address).toBe(ADDRESS)
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'connected', socialProvider: 'github', userName: 'ada' })
    // Spec §3: the account knows its social login, and so does the connected wallet's info.
    expect(latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ socialProvider: 'github', connectedWalletInfo: { socialProvider: 'github' }, user: { userName: 'ada' } })
    expect([...storage.entries.values()]).toContain('ada')
  })

  it('a closed popup cancels; a blocked popup says so; an unknown provider is refused', async () => {
    const { latch, frame } = setup({ GET_SOCIAL_REDIRECT_URI: () => ({ uri: AUTHORIZE }) })
    const { handle } = popupFor(frame.app)
    const login = latch.embeddedWallet.connectSocial('google', handle).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(handle.location.href).toBe(AUTHORIZE))
    handle.closed = true
    expect(await login).toBe('Login cancelled')
    await expect(latch.embeddedWallet.connectSocial('google', null)).rejects.toThrow('Popup blocked')
    await expect(latch.embeddedWallet.connectSocial('myspace' as 'x', handle)).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })
})

describe('social login lifecycle (L11)', () => {
  it('an unanswered popup times out: the popup is closed and the login cancelled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    try {
      const { latch, frame } = setup({ GET_SOCIAL_REDIRECT_URI: () => ({ uri: AUTHORIZE }) })
      const { handle } = popupFor(frame.app)
      const login = latch.embeddedWallet.connectSocial('google', handle).catch((e: Error) => e.message)
      await vi.waitFor(() => expect(handle.location.href).toBe(AUTHORIZE))
      await vi.advanceTimersByTimeAsync(SOCIAL_POPUP_TIMEOUT_MS - 1000)
      expect(handle.closed).toBe(false)
      await vi.advanceTimersByTimeAsync(1000)
      expect(await login).toBe('Login cancelled')
      expect(handle.closed).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a second start ends the first wait without closing the shared popup; one result connects once, no error left', async () => {
    const connect = vi.fn(() => ({ ...user, userName: 'ada' }))
    const { latch, frame } = setup({ GET_SOCIAL_REDIRECT_URI: () => ({ uri: AUTHORIZE }), CONNECT_SOCIAL: connect })
    const { handle, post } = popupFor(frame.app)
    const first = latch.embeddedWallet.connectSocial('github', handle).catch((e: Error) => e.message)
    await vi.waitFor(() => expect(handle.location.href).toBe(AUTHORIZE))
    handle.location.href = 'about:blank'
    const second = latch.embeddedWallet.connectSocial('github', handle)
    expect(await first).toBe('Login cancelled')
    await vi.waitFor(() => expect(handle.location.href).toBe(AUTHORIZE))
    expect(handle.closed).toBe(false)
    post({ type: 'LATCH_SOCIAL_CALLBACK', uri: RESULT })
    await second
    expect(connect).toHaveBeenCalledTimes(1)
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'connected', error: undefined })
  })
})
