import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred'
import { ADDRESS, recordingStorage, setup, user } from '../testing/embeddedWalletSetup'

afterEach(() => vi.unstubAllGlobals())

const LINK = 'https://farcaster.xyz/~/siwf?channelToken=c1'


describe('Farcaster login', () => {
  it('shows the link, waits for the approval, then connects the user the frame logged in, with name and avatar', async () => {
    const approved = deferred<{ userName: string }>()
    const getUser = vi.fn(() => ({ ...user, email: null, userName: 'alice', avatarUrl: 'https://example.com/alice.png' }))
    const { latch, storage } = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => approved.promise, GET_USER: getUser })
    await latch.open()
    const login = latch.embeddedWallet.connectFarcaster()
    await vi.waitFor(() => expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBe(LINK))
    expect(latch.getSnapshot().router.view).toBe('ConnectingFarcaster')
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'loading', socialProvider: 'farcaster' })
    expect(getUser).not.toHaveBeenCalled()
    approved.resolve({ userName: 'alice' })
    await login
    const snapshot = latch.getSnapshot()
    expect(snapshot.embeddedWallet).toMatchObject({ status: 'connected', socialProvider: 'farcaster', userName: 'alice' })
    expect(snapshot.embeddedWallet.farcasterUrl).toBeUndefined()
    expect(snapshot.modal.open).toBe(false)
    expect(snapshot.namespaces.eip155?.account).toMatchObject({
      address: ADDRESS,
      socialProvider: 'farcaster',
      profileImage: 'https://example.com/alice.png',
      user: { userName: 'alice' },
      connectedWalletInfo: { socialProvider: 'farcaster', identifier: 'alice' },
    })
    // Kept for a restored session whose user comes back without the name.
    expect([...storage.entries.values()]).toContain('alice')
  })

  it('a reload restores the session as a Farcaster login: provider and name, without asking again', async () => {
    const storage = recordingStorage()
    const first = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => ({ userName: 'alice' }), GET_USER: () => ({ ...user, email: null, userName: 'alice' }) }, { storage })
    await first.latch.embeddedWallet.connectFarcaster()
    // Reconnect runs only in a browser: the next page view's window.
    vi.stubGlobal('window', {})
    const second = setup({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => ({ ...user, email: null, userName: null }) }, { storage })
    await second.latch.ready
    expect(second.latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ status: 'connected', socialProvider: 'farcaster', embeddedWalletInfo: { authProvider: 'farcaster', user: { userName: 'alice' } } })
    expect(second.frame.requests.map((r) => r.type)).not.toContain('APP_CONNECT_FARCASTER')
  })

  it('leaving the view while waiting cancels: the link goes and the frame is reloaded (spec §2)', async () => {
    const reload = vi.fn(() => ({}))
    const { latch } = setup({ GET_FARCASTER_URI: () => ({ url: LINK }), CONNECT_FARCASTER: () => new Promise(() => {}), RELOAD: reload })
    await latch.open()
    const login = latch.embeddedWallet.connectFarcaster().catch((e: { code?: string }) => e.code)
    await vi.waitFor(() => expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBe(LINK))
    latch.router.goBack()
    expect(await login).toBe('SOCIAL_LOGIN_CANCELLED')
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'idle', farcasterUrl: undefined, error: undefined })
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('closing the modal cancels too; a new login replaces a waiting one', async () => {
    const reload = vi.fn(() => ({}))
    let links = 0
    const { latch } = setup({ GET_FARCASTER_URI: () => ({ url: `${LINK}${++links}` }), CONNECT_FARCASTER: () => new Promise(() => {}), RELOAD: reload })
    await latch.open()
    const first = latch.embeddedWallet.connectFarcaster().catch((e: { code?: string }) => e.code)
    await vi.waitFor(() => expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBe(`${LINK}1`))
    const second = latch.embeddedWallet.connectFarcaster().catch((e: { code?: string }) => e.code)
    expect(await first).toBe('SOCIAL_LOGIN_CANCELLED')
    // The older login leaves the state to the newer one: no error from the withdrawn request, the new link.
    await vi.waitFor(() => expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBe(`${LINK}2`))
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'loading', error: undefined })
    expect(reload).not.toHaveBeenCalled()
    latch.close()
    expect(await second).toBe('SOCIAL_LOGIN_CANCELLED')
    expect(latch.getSnapshot().embeddedWallet.farcasterUrl).toBeUndefined()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('a refusal by the wallet server is the error in state, with the view kept for a retry', async () => {
    const { latch } = setup({ GET_FARCASTER_URI: () => Promise.reject(new Error('Farcaster login is not configured on this wallet')) })
    await latch.open()
    await expect(latch.embeddedWallet.connectFarcaster()).rejects.toThrow('Farcaster login is not configured on this wallet')
    expect(latch.getSnapshot().router.view).toBe('ConnectingFarcaster')
    expect(latch.getSnapshot().embeddedWallet).toMatchObject({ status: 'error', error: { code: 'FRAME_ERROR', shortMessage: 'Farcaster login is not configured on this wallet' } })
  })
})
