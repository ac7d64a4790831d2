import { pbkdf2Sync } from 'node:crypto'
import { pubkeyToAddress } from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, sha256, stringToPath } from '@cosmjs/crypto'
import { toBase64, toUtf8 } from '@cosmjs/encoding'
import { DEFAULT_PREFIX } from './chain'

export const ACCOUNT_NAMES = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace', 'heidi', 'ivan', 'judy'] as const

export type LocalCosmosAccount = {
  name: string
  /** Public: anyone can derive it. Never use it for real funds. */
  mnemonic: string
  address: string
}

/** The Cosmos Hub path every wallet uses by default (DirectSecp256k1HdWallet, Keplr): m/44'/118'/0'/0/0. */
const HD_PATH = stringToPath("m/44'/118'/0'/0/0")

/**
 * Test account `index`'s mnemonic: the BIP-39 words of the first 16 bytes of
 * `sha256("latch-local-cosmos test key/" + index)`. The test kit's Keplr wallet derives its default key the same way.
 */
export function testMnemonic(index: number): string {
  return Bip39.encode(sha256(toUtf8(`latch-local-cosmos test key/${index}`)).slice(0, 16)).toString()
}

/**
 * The secp256k1 key of a mnemonic at m/44'/118'/0'/0/0, derived synchronously (Bip39.mnemonicToSeed is async;
 * the seed is PBKDF2-HMAC-SHA512 of the words with salt "mnemonic", 2048 rounds, as BIP-39 defines it).
 */
export function keyFromMnemonic(mnemonic: string): { privateKey: Uint8Array; publicKey: Uint8Array } {
  const words = new EnglishMnemonic(mnemonic).toString()
  const seed = pbkdf2Sync(words.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, HD_PATH)
  return { privateKey: privkey, publicKey: Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey) }
}

/** The bech32 address of a compressed secp256k1 key: ripemd160(sha256(key)) under `prefix`. */
export function addressOf(publicKey: Uint8Array, prefix: string): string {
  return pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: toBase64(publicKey) }, prefix)
}

/** Test account `index` (alice, bob, carol, …) under the bech32 `prefix`. */
export function testAccount(index: number, prefix = DEFAULT_PREFIX): LocalCosmosAccount {
  const mnemonic = testMnemonic(index)
  return { name: ACCOUNT_NAMES[index] ?? `account${index}`, mnemonic, address: addressOf(keyFromMnemonic(mnemonic).publicKey, prefix) }
}
