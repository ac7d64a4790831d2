import { ethers } from 'ethers'
import { expect, it } from 'vitest'
import { ANVIL_ADDRESSES, ANVIL_KEYS, ANVIL_MNEMONIC } from './anvilAccounts'

it('holds the keys and addresses that anvil derives from its default mnemonic', () => {
  const root = ethers.utils.HDNode.fromMnemonic(ANVIL_MNEMONIC)
  const derived = ANVIL_KEYS.map((_, i) => root.derivePath(`m/44'/60'/0'/0/${i}`))
  expect(ANVIL_KEYS).toEqual(derived.map((n) => n.privateKey))
  expect(ANVIL_ADDRESSES).toEqual(derived.map((n) => ethers.utils.getAddress(n.address)))
  expect(ANVIL_KEYS).toHaveLength(10)
})

it('pairs each key with its address', () => {
  expect(ANVIL_KEYS.map((key) => new ethers.Wallet(key).address)).toEqual(ANVIL_ADDRESSES)
})
