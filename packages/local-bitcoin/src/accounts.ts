import { crypto, payments, toXOnly } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { ECPair, REGTEST } from './network'

/** Seed of the test keys. Public: anyone can derive the keys, so they must never hold real funds. */
export const TEST_SEED = 'latch-local-bitcoin test key'
export const ACCOUNT_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'] as const

export type LocalBitcoinKey = {
  address: string
  /** Hex. Compressed (33 bytes) for payment; x-only (32 bytes, the untweaked internal key) for ordinals. */
  publicKey: string
  /** Hex, 32 bytes. */
  privateKey: string
  /** The private key as regtest WIF (compressed), for wallets that import one. */
  wif: string
}

export type LocalBitcoinAccount = {
  name: string
  /** Native segwit (P2WPKH), the address wallets pay and take fees from. */
  payment: LocalBitcoinKey & { type: 'p2wpkh' }
  /** Taproot key path (P2TR, BIP-86 style: no script tree), the address ordinals wallets keep inscriptions on. */
  ordinals: LocalBitcoinKey & { type: 'p2tr' }
}

/** The test key `purpose/index` (or the miner's): secp256k1 from `sha256(seed + "/" + purpose + "/" + index)`. */
export function testKey(purpose: 'payment' | 'ordinals' | 'miner', index = 0, seed = TEST_SEED): ECPairInterface {
  return ECPair.fromPrivateKey(crypto.sha256(Buffer.from(`${seed}/${purpose}/${index}`)), { network: REGTEST })
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

function describe(key: ECPairInterface, address: string, publicKey: Uint8Array): LocalBitcoinKey {
  return { address, publicKey: hex(publicKey), privateKey: hex(key.privateKey as Uint8Array), wif: key.toWIF() }
}

/** Test account `index`: a P2WPKH payment key and a separate P2TR ordinals key, as Bitcoin wallets keep them. */
export function testAccount(index: number, seed = TEST_SEED): LocalBitcoinAccount {
  const payment = testKey('payment', index, seed)
  const ordinals = testKey('ordinals', index, seed)
  const internal = toXOnly(ordinals.publicKey)
  return {
    name: ACCOUNT_NAMES[index] ?? `account${index}`,
    payment: { type: 'p2wpkh', ...describe(payment, payments.p2wpkh({ pubkey: payment.publicKey, network: REGTEST }).address as string, payment.publicKey) },
    ordinals: { type: 'p2tr', ...describe(ordinals, payments.p2tr({ internalPubkey: internal, network: REGTEST }).address as string, internal) },
  }
}
