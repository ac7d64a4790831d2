import { crypto, payments, toXOnly } from 'bitcoinjs-lib'
import { Signer, Verifier } from 'bip322-js'
import { expect, it } from 'vitest'
import { testAccount, testKey } from './accounts'
import { ECPair, REGTEST } from './network'

it('derives the documented test keys from the public seed', () => {
  const alice = testAccount(0)
  expect(alice.name).toBe('alice')
  expect(alice.payment.privateKey).toBe(Buffer.from(crypto.sha256(Buffer.from('latch-local-bitcoin test key/payment/0'))).toString('hex'))
  expect(alice.ordinals.privateKey).toBe(Buffer.from(crypto.sha256(Buffer.from('latch-local-bitcoin test key/ordinals/0'))).toString('hex'))
  expect(ECPair.fromWIF(alice.payment.wif, REGTEST).publicKey).toEqual(testKey('payment', 0).publicKey)
  expect(alice.payment.address).toBe(payments.p2wpkh({ pubkey: Buffer.from(alice.payment.publicKey, 'hex'), network: REGTEST }).address)
  expect(alice.payment.address).toMatch(/^bcrt1q/)
  expect(alice.ordinals.publicKey).toBe(Buffer.from(toXOnly(testKey('ordinals', 0).publicKey)).toString('hex'))
  expect(alice.ordinals.address).toMatch(/^bcrt1p/)
  expect(testAccount(0)).toEqual(alice)
  expect(testAccount(1).payment.address).not.toBe(alice.payment.address)
  expect([alice.payment.address, alice.ordinals.address]).toEqual(['bcrt1q0p8pcp7hc5ytea55w84f0txa4rxk6nr5q46fyu', 'bcrt1plrx6jp7rdwz5jxgllp72yqzrerf0dmgx3egcjhq24496lez5m0hs2uqtzn'])
})

it('gives keys a wallet can sign BIP-322 messages with, for both addresses (checked by bip322-js)', () => {
  const alice = testAccount(0)
  for (const key of [alice.payment, alice.ordinals]) {
    const signature = Signer.sign(key.wif, key.address, 'latch local bitcoin')
    expect(Verifier.verifySignature(key.address, 'latch local bitcoin', signature)).toBe(true)
    expect(Verifier.verifySignature(key.address, 'something else', signature)).toBe(false)
  }
})
