import { describe, expect, it } from 'vitest'
import { testAccount } from '../test/testWallet'
import { isBitcoinWallet, type StandardWallet, standardChain, watchStandardWallets } from './standard'

const wallet = (name: string, features: Record<string, unknown> = { 'bitcoin:connect': { connect: async () => ({ accounts: [] }) } }): StandardWallet => ({ name, icon: 'data:,', chains: [], accounts: [], features })

describe('watchStandardWallets', () => {
  it('takes wallets that registered before (app-ready) and after (register-wallet), keeps Bitcoin ones, and forgets unregistered ones', () => {
    const win = new EventTarget()
    // A wallet that loaded first waits for the app's app-ready event.
    const early = wallet('Early')
    win.addEventListener('wallet-standard:app-ready', (e) => (e as CustomEvent).detail.register(early))
    let changes = 0
    const registry = watchStandardWallets(win, () => changes++)
    expect(registry.get()).toEqual([early])
    let unregister: () => void = () => undefined
    const late = wallet('Late')
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: StandardWallet): () => void }) => (unregister = register(late)) }))
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: StandardWallet): () => void }) => register(wallet('Solana only', { 'solana:signTransaction': {} })) }))
    expect(registry.get().map((w) => w.name)).toEqual(['Early', 'Late'])
    unregister()
    expect(registry.get().map((w) => w.name)).toEqual(['Early'])
    expect(changes).toBe(4)
    registry.stop()
    win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: ({ register }: { register(w: StandardWallet): () => void }) => register(wallet('After stop')) }))
    expect(registry.get().map((w) => w.name)).toEqual(['Early'])
    expect(isBitcoinWallet(wallet('x', {}))).toBe(false)
  })
})

describe('standardChain', () => {
  it("names the Standard's chain by the address's network", () => {
    const addresses = [testAccount(0).payment.address, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn']
    expect(addresses.map(standardChain)).toEqual(['bitcoin:regtest', 'bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:mainnet', 'bitcoin:testnet'])
  })
})
