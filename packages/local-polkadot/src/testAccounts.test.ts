import { describe, expect, it } from 'vitest'
import { endowmentStorage, testAccount } from './testAccounts'

describe('testAccount', () => {
  it('derives the well-known dev keys, encoded for the prefix asked for', async () => {
    // //Alice's sr25519 key, as every Substrate dev chain and polkadot.js' testing keyring have it.
    expect((await testAccount('alice', 42)).address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect((await testAccount('bob', 42)).address).toBe('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')
    const alice = await testAccount('alice')
    expect(alice.address).toBe('HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')
    expect(alice.pair.type).toBe('sr25519')
  })

  it('has an ed25519 key that signs verifiably', async () => {
    const ed = await testAccount('aliceEd25519', 42)
    expect(ed.pair.type).toBe('ed25519')
    expect(ed.address).not.toBe((await testAccount('alice', 42)).address)
    const message = new TextEncoder().encode('latch')
    expect(ed.pair.verify(message, ed.pair.sign(message), ed.pair.publicKey)).toBe(true)
  })
})

describe('endowmentStorage', () => {
  it('writes one System.Account entry per address with the free balance and one provider', () => {
    expect(endowmentStorage(['a', 'b'], 5n).System.Account).toEqual([
      [['a'], { nonce: 0, consumers: 0, providers: 1, sufficients: 0, data: { free: '5', reserved: 0, frozen: 0 } }],
      [['b'], { nonce: 0, consumers: 0, providers: 1, sufficients: 0, data: { free: '5', reserved: 0, frozen: 0 } }],
    ])
  })
})
