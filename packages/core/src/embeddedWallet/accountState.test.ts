import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_PREFIX } from '../store/storage'
import { ADDRESS, recordingStorage, setup, user } from '../testing/embeddedWalletSetup'

// Reconnect runs only in a browser; a page's window (empty: nothing else is read from it).
beforeEach(() => {
  globalThis.window = {} as Window & typeof globalThis
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window')
})

const account = (latch: ReturnType<typeof setup>['latch']) => latch.getSnapshot().namespaces.eip155?.account

describe('the account state an embedded-wallet login fills (spec §3)', () => {
  it('the frame’s user, its account type and deployment land in the account', async () => {
    const { latch } = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => ({ ...user, preferredAccountType: 'smartAccount' as const, smartAccountDeployed: true }) })
    await latch.embeddedWallet.connectEmail('ada@example.com')
    expect(account(latch)).toMatchObject({
      user: { email: 'ada@example.com', address: ADDRESS, chainId: 1, preferredAccountType: 'smartAccount' },
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
      addressExplorerUrl: `https://explorer.test/eip155/1/address/${ADDRESS}`,
    })
    expect(account(latch)?.socialProvider).toBeUndefined()
  })

  it('preferred account type falls back: the wallet’s value, else the stored one, else EOA (spec §4)', async () => {
    const { preferredAccountType: _, ...silent } = user
    const storedSmart = () => {
      const storage = recordingStorage()
      storage.setItem(`${DEFAULT_STORAGE_PREFIX}.preferredAccountTypes`, '{"eip155":"smartAccount"}')
      return storage
    }
    const stored = storedSmart()
    const fromStorage = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => silent }, { storage: stored })
    await fromStorage.latch.embeddedWallet.connectEmail('ada@example.com')
    expect(account(fromStorage.latch)?.preferredAccountType).toBe('smartAccount')
    // The frame was asked for the stored preference too.
    expect(fromStorage.frame.requests.find((r) => r.type === 'APP_GET_USER')?.payload).toMatchObject({ preferredAccountType: 'smartAccount' })

    const fresh = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => silent })
    await fresh.latch.embeddedWallet.connectEmail('ada@example.com')
    expect(account(fresh.latch)?.preferredAccountType).toBe('eoa')

    const walletSays = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => ({ ...user, preferredAccountType: 'eoa' as const }) }, { storage: storedSmart() })
    await walletSays.latch.embeddedWallet.connectEmail('ada@example.com')
    expect(account(walletSays.latch)?.preferredAccountType).toBe('eoa')
  })
})

describe('restoring the embedded wallet reads what the last login stored', () => {
  it('the social username stands in for a name the restored session lacks', async () => {
    const storage = recordingStorage()
    const first = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user }, { storage })
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    storage.setItem(`${DEFAULT_STORAGE_PREFIX}.socialUsername`, 'ada_lovelace')
    const second = setup({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => user }, { storage })
    await second.latch.ready
    expect(second.latch.getSnapshot().embeddedWallet.userName).toBe('ada_lovelace')
    expect(account(second.latch)?.user?.userName).toBe('ada_lovelace')
  })

  it('a stored connection the frame has no session for raises Session Expired (spec §8)', async () => {
    const storage = recordingStorage()
    const first = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user }, { storage })
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    const expired = setup({ IS_CONNECTED: () => ({ isConnected: false }) }, { storage })
    await expired.latch.ready
    expect(account(expired.latch)?.status).toBe('disconnected')
    expect(expired.latch.getSnapshot().alert).toMatchObject({ code: 'SESSION_EXPIRED', shortMessage: 'Session Expired' })
  })

  it('without the e-mail-login-used flag no session is asked for: the frame is not even loaded', async () => {
    const storage = recordingStorage()
    const first = setup({ CONNECT_EMAIL: () => ({ action: 'CONNECT' }), GET_USER: () => user }, { storage })
    await first.latch.embeddedWallet.connectEmail('ada@example.com')
    storage.removeItem(`${DEFAULT_STORAGE_PREFIX}.emailLoginUsed`)
    const second = setup({ IS_CONNECTED: () => ({ isConnected: true }), GET_USER: () => user }, { storage })
    await second.latch.ready
    expect(second.frame.requests).toEqual([])
    expect(account(second.latch)?.status).toBe('disconnected')
    expect(second.latch.getSnapshot().alert).toBeUndefined()
  })
})
