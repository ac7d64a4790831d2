import { describe, expect, it, vi } from 'vitest'
import { defaultTestCosmosMnemonic } from './keys'
import { registerTestCosmosWallet } from './register'
import { COSMOS_TEST } from './testChains'
import { createTestCosmosWallet } from './wallet'

// A page's window is an EventTarget carrying globals; in Node a bare EventTarget stands in for it.
type FakeWindow = EventTarget & Record<string, unknown>
const fakeWindow = () => new EventTarget() as FakeWindow
const twoAccounts = () => createTestCosmosWallet({ storage: null, chains: [COSMOS_TEST], enabled: [COSMOS_TEST.chainId], mnemonics: [defaultTestCosmosMnemonic(0), defaultTestCosmosMnemonic(1)] })

describe('registerTestCosmosWallet', () => {
  it('installs window.keplr and Keplr\'s window.getOfflineSigner*; switchAccount dispatches keplr_keystorechange', async () => {
    const win = fakeWindow()
    const wallet = registerTestCosmosWallet(win, twoAccounts())
    expect(win.keplr).toBe(wallet)
    expect(win.getOfflineSigner).toBe(wallet.getOfflineSigner)
    expect(typeof win.getOfflineSignerAuto).toBe('function')

    const seen: string[] = []
    win.addEventListener('keplr_keystorechange', () => seen.push('keplr'))
    const before = (await wallet.getKey(COSMOS_TEST.chainId)).bech32Address
    wallet.control.switchAccount(1)
    expect(seen).toEqual(['keplr'])
    expect((await wallet.getKey(COSMOS_TEST.chainId)).bech32Address).not.toBe(before)
    wallet.control.switchAccount(1)
    expect(seen).toEqual(['keplr'])
  })

  it('as Leap at window.leap, or as Cosmostation\'s Keplr-compatible provider, each with its own event too', () => {
    const leapWindow = fakeWindow()
    const leap = registerTestCosmosWallet(leapWindow, twoAccounts(), { global: 'leap' })
    expect(leapWindow.leap).toBe(leap)
    expect(leapWindow.keplr).toBeUndefined()
    const leapEvents: string[] = []
    for (const type of ['keplr_keystorechange', 'leap_keystorechange']) leapWindow.addEventListener(type, (e) => leapEvents.push(e.type))
    leap.control.switchAccount(1)
    expect(leapEvents).toEqual(['keplr_keystorechange', 'leap_keystorechange'])

    const stationWindow = fakeWindow()
    stationWindow.cosmostation = { providers: { cosmos: 'kept' } }
    const station = registerTestCosmosWallet(stationWindow, twoAccounts(), { global: 'cosmostation' })
    expect(stationWindow.cosmostation).toEqual({ providers: { cosmos: 'kept', keplr: station } })
  })

  it('injects late when asked, as extensions do', () => {
    vi.useFakeTimers()
    try {
      const win = fakeWindow()
      const wallet = registerTestCosmosWallet(win, twoAccounts(), { injectAfterMs: 500 })
      expect(win.keplr).toBeUndefined()
      vi.advanceTimersByTime(499)
      expect(win.keplr).toBeUndefined()
      vi.advanceTimersByTime(1)
      expect(win.keplr).toBe(wallet)
    } finally {
      vi.useRealTimers()
    }
  })
})
