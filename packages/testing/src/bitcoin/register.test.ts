import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PROVIDER_ID } from './provider'
import { registerTestBitcoinWallet } from './register'

// The Standard's handshake runs over window events; in Node an EventTarget stands in for window.
const hadWindow = 'window' in globalThis
beforeAll(() => {
  if (!hadWindow) Object.assign(globalThis, { window: new EventTarget() })
})
afterAll(() => {
  if (!hadWindow) Reflect.deleteProperty(globalThis, 'window')
})

type ProviderWindow = { btc_providers?: { id: string; name: string }[]; LatchTestBitcoinProviders?: { BitcoinProvider?: unknown }; Other?: { Path?: unknown } }

describe('registerTestBitcoinWallet', () => {
  it('registers with getWallets() and announces the WBIP004 provider in btc_providers at its dotted path', async () => {
    const wallet = registerTestBitcoinWallet({ name: 'Latch BTC', storage: null })
    const second = registerTestBitcoinWallet({ name: 'Other BTC', storage: null, providerId: 'Other.Path' })
    const { getWallets } = await import('@wallet-standard/app')
    expect(getWallets().get()).toEqual(expect.arrayContaining([wallet, second]))
    const page = window as unknown as ProviderWindow
    expect(page.btc_providers).toMatchObject([
      { id: DEFAULT_PROVIDER_ID, name: 'Latch BTC', methods: expect.arrayContaining(['getAddresses', 'signPsbt', 'signMessage', 'sendTransfer']) },
      { id: 'Other.Path', name: 'Other BTC' },
    ])
    expect(page.LatchTestBitcoinProviders?.BitcoinProvider).toBe(wallet.provider)
    expect(page.Other?.Path).toBe(second.provider)
  })
})
