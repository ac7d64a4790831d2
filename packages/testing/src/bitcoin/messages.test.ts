import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { defaultTestBitcoinKeys, deriveAccount } from './keys'
import { signMessage } from './messages'

const text = 'Sign in to Latch\nNonce: 7f3a'
const message = new TextEncoder().encode(text)

describe('signMessage', () => {
  it.each(['regtest', 'mainnet', 'testnet'] as const)('BIP-322 simple signatures for P2WPKH and P2TR on %s verify with bip322-js', (network) => {
    const account = deriveAccount(defaultTestBitcoinKeys(0), network)
    for (const from of [account.payment, account.ordinals]) {
      const signed = signMessage(message, from)
      expect(signed.protocol).toBe('BIP322')
      expect(Verifier.verifySignature(from.address, text, signed.signature)).toBe(true)
      expect(Verifier.verifySignature(from.address, `${text}!`, signed.signature)).toBe(false)
    }
  })

  it('an ECDSA (BIP-137) signature for the payment address verifies strictly; taproot refuses ECDSA', () => {
    const { payment, ordinals } = deriveAccount(defaultTestBitcoinKeys(0), 'regtest')
    const signed = signMessage(message, payment, 'ECDSA')
    expect(signed.bytes).toHaveLength(65)
    expect(Verifier.verifySignature(payment.address, text, signed.signature, true)).toBe(true)
    expect(() => signMessage(message, ordinals, 'ECDSA')).toThrow(/taproot/)
  })
})
