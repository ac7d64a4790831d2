import { describe, expect, it } from 'vitest'
import { testAccount } from '../test/testWallet'
import { isLegacyP2pkh, withPurposes } from './purposes'

const alice = testAccount(0)

describe('withPurposes', () => {
  it('keeps stated purposes, else calls taproot beside a plain address ordinals, and a lone address payment', () => {
    expect(withPurposes([{ address: alice.ordinals.address }, { address: alice.payment.address }]).map((a) => a.purpose)).toEqual(['ordinals', 'payment'])
    expect(withPurposes([{ address: alice.ordinals.address }]).map((a) => a.purpose)).toEqual(['payment'])
    expect(withPurposes([{ address: alice.payment.address, purpose: 'ordinals' }]).map((a) => a.purpose)).toEqual(['ordinals'])
    expect(withPurposes([{ address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' }])).toEqual([])
  })

  it('knows a legacy P2PKH address on mainnet and test networks', () => {
    expect(['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn'].map(isLegacyP2pkh)).toEqual([true, true])
    expect(['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', alice.payment.address, 'x'].map(isLegacyP2pkh)).toEqual([false, false, false])
  })
})
