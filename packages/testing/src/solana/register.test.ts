import { Keypair } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerTestSolanaWallet } from './register'

// The Standard's handshake runs over window events; in Node an EventTarget stands in for window.
const hadWindow = 'window' in globalThis
beforeAll(() => {
  if (!hadWindow) Object.assign(globalThis, { window: new EventTarget() })
})
afterAll(() => {
  if (!hadWindow) Reflect.deleteProperty(globalThis, 'window')
})

describe('registerTestSolanaWallet', () => {
  it('is found by getWallets() whether the app loads after the wallet or before it', async () => {
    const early = registerTestSolanaWallet({ name: 'Early', keypairs: [Keypair.generate()], storage: null })
    const { getWallets } = await import('@wallet-standard/app')
    const wallets = getWallets()
    expect(wallets.get()).toContain(early)
    const registered: string[] = []
    wallets.on('register', (...ws) => registered.push(...ws.map((w) => w.name)))
    const late = registerTestSolanaWallet({ name: 'Late', keypairs: [Keypair.generate()], storage: null })
    expect(wallets.get()).toEqual([early, late])
    expect(registered).toEqual(['Late'])
  })
})
