import { Bip39, EnglishMnemonic, sha256 } from '@cosmjs/crypto'
import { toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { expect, it } from 'vitest'
import { testAccount, testMnemonic } from './accounts'

it('derives the documented mnemonic: BIP-39 words of sha256("latch-local-cosmos test key/i")[0:16]', () => {
  for (const i of [0, 1, 7]) {
    const mnemonic = testMnemonic(i)
    expect(mnemonic.split(' ')).toHaveLength(12)
    expect(Bip39.decode(new EnglishMnemonic(mnemonic))).toEqual(sha256(toUtf8(`latch-local-cosmos test key/${i}`)).slice(0, 16))
  }
  expect(testMnemonic(0)).not.toBe(testMnemonic(1))
  // Pinned: the test kit's Keplr wallet derives the same default key, and the README prints alice's address.
  expect(testAccount(0)).toEqual({
    name: 'alice',
    mnemonic: 'luggage foster move october hand envelope couple crush aim radio scorpion security',
    address: 'cosmos16chgtg0lyu0q67wcfh6dhs9wj0c6hqf9w8a6vs',
  })
})

it('gives the address DirectSecp256k1HdWallet derives at m/44\'/118\'/0\'/0/0, under any prefix', async () => {
  for (const [i, prefix] of [
    [0, 'cosmos'],
    [1, 'cosmos'],
    [2, 'osmo'],
  ] as const) {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(testMnemonic(i), { prefix })
    const [{ address }] = (await wallet.getAccounts()) as unknown as [{ address: string }]
    expect(testAccount(i, prefix)).toEqual({ name: ['alice', 'bob', 'carol'][i], mnemonic: testMnemonic(i), address })
  }
  expect(testAccount(12).name).toBe('account12')
})
