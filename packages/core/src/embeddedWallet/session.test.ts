import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_STORAGE_PREFIX } from '../store/storage'
import { ADDRESS, recordingStorage, setup, user } from '../testing/embeddedWalletSetup'

// Reconnect runs only in a browser; a page's window (empty: nothing else is read from it).
beforeEach(() => vi.stubGlobal('window', {}))
afterEach(() => vi.unstubAllGlobals())

/** Storage as a previous page view left it after an e-mail login. */
function storedLogin() {
  const storage = recordingStorage()
  const first = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user }, { storage })
  return { storage, first }
}

const loginKeys = (storage: ReturnType<typeof recordingStorage>) => [...storage.entries.keys()].filter((k) => /email|social/i.test(k))

describe('embedded wallet across reloads and at sign-out', () => {
  it('after a reload the frame’s session restores the connection, without a prompt', async () => {
    const { storage, first } = storedLogin()
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    const second = setup({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => user }, { storage })
    expect(second.latch.getSnapshot().namespaces.eip155?.account.status).toBe('reconnecting')
    await second.latch.ready
    expect(second.latch.getSnapshot().namespaces.eip155?.account).toMatchObject({ status: 'connected', address: ADDRESS, connectorId: 'AUTH' })
    expect(second.frame.requests.map((r) => r.type)).not.toContain('APP_CONNECT_EMAIL')
  })

  it('the frame says not connected: the address is cleared; an error from it clears the login cache too', async () => {
    const { storage, first } = storedLogin()
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    const gone = setup({ IS_CONNECTED: () => ({ isConnected: false }) }, { storage })
    await gone.latch.ready
    expect(gone.latch.getSnapshot().namespaces.eip155?.account.address).toBeUndefined()
    expect(loginKeys(storage).length).toBeGreaterThan(0)

    const { storage: s2, first: f2 } = storedLogin()
    await f2.latch.embeddedWallet.connectEmail('ada@example.com')
    const broken = setup(
      {
        IS_CONNECTED: () => {
          throw new Error('session store unavailable')
        },
      },
      { storage: s2 },
    )
    await broken.latch.ready
    expect(broken.latch.getSnapshot().namespaces.eip155?.account.address).toBeUndefined()
    expect(loginKeys(s2)).toEqual([])
  })

  it('disconnect signs out in the frame and clears the login cache, waiting at most 3 s for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { latch, frame, storage } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user, SIGN_OUT: () => new Promise(() => {}) })
      const login = latch.embeddedWallet.connectEmail('ada@example.com')
      await vi.advanceTimersByTimeAsync(600)
      await login
      const done = latch.disconnect()
      let finished = false
      void done.then(() => (finished = true))
      await vi.advanceTimersByTimeAsync(2_900)
      expect(finished).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect(finished).toBe(true)
      expect(frame.requests.map((r) => r.type)).toContain('APP_SIGN_OUT')
      expect(loginKeys(storage)).toEqual([])
      expect(latch.getSnapshot().namespaces.eip155?.account.address).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
  })

  it('changing the e-mail: code to the old address, then to the new one, then the new e-mail is kept', async () => {
    const { latch, storage } = setup({
      CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
      GET_USER: () => user,
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_PRIMARY_OTP: ({ otp }) => (otp === '111111' ? {} : Promise.reject(new Error('Invalid code'))),
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'lovelace@example.com' }),
    })
    await latch.embeddedWallet.connectEmail('ada@example.com')
    await latch.open({ view: 'Account' })
    await expect(latch.embeddedWallet.updateEmail('nope')).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    await latch.embeddedWallet.updateEmail('lovelace@example.com')
    expect(latch.getSnapshot().router.view).toBe('UpdateEmailPrimaryOtp')
    await expect(latch.embeddedWallet.updateEmailPrimaryOtp('000000')).rejects.toThrow('Invalid code')
    await latch.embeddedWallet.updateEmailPrimaryOtp('111111')
    expect(latch.getSnapshot().router).toMatchObject({ view: 'UpdateEmailSecondaryOtp', data: { email: 'lovelace@example.com' } })
    expect(await latch.embeddedWallet.updateEmailSecondaryOtp('222222')).toBe('lovelace@example.com')
    expect(latch.getSnapshot().router.view).toBe('Account')
    expect(latch.getSnapshot().embeddedWallet.email).toBe('lovelace@example.com')
    expect([...storage.entries.values()]).toContain('lovelace@example.com')
  })

  it('preferred account type: a failed switch falls back to EOA; a failed smart-account read empties the stored list', async () => {
    const { latch, storage } = setup({
      CONNECT_EMAIL: () => ({ action: 'CONNECT' }),
      GET_USER: () => user,
      SET_PREFERRED_ACCOUNT: () => {
        throw new Error('Smart accounts are not available')
      },
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => {
        throw new Error('down')
      },
    })
    storage.setItem(`${DEFAULT_STORAGE_PREFIX}.smartAccountEnabledNetworks`, '1,10')
    await latch.embeddedWallet.connectEmail('ada@example.com')
    expect(await latch.embeddedWallet.setPreferredAccountType('smartAccount')).toBe('eoa')
    await vi.waitFor(() => expect(storage.getItem(`${DEFAULT_STORAGE_PREFIX}.smartAccountEnabledNetworks`)).toBeNull())
    expect(storage.getItem(`${DEFAULT_STORAGE_PREFIX}.preferredAccountTypes`)).toBe('{"eip155":"eoa"}')
  })
})
