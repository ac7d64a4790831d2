import { makeCosmoshubPath, Secp256k1HdWallet } from '@cosmjs/amino'
import { Bip39, sha256 } from '@cosmjs/crypto'
import { toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'

/** Keplr's default path, coin type 118: m/44'/118'/0'/0/0. */
export const COSMOS_HD_PATH = makeCosmoshubPath(0)

/**
 * Test account `index`'s 12-word mnemonic: the BIP-39 encoding of the first 16 bytes of
 * sha256("latch-local-cosmos test key/<index>"). The same as @latch/local-cosmos `testMnemonic(index)`, whose genesis
 * funds these accounts, so keep the two in step.
 */
export function defaultTestCosmosMnemonic(index = 0): string {
  return Bip39.encode(sha256(toUtf8(`latch-local-cosmos test key/${index}`)).slice(0, 16)).toString()
}

/** One account's two cosmjs wallets for one bech32 prefix: protobuf (direct) and amino signing. */
export type CosmosAccountSigners = { direct: DirectSecp256k1HdWallet; amino: Secp256k1HdWallet }

/**
 * The cosmjs wallets of a mnemonic, one pair per bech32 prefix, derived once: each derivation runs BIP-39's 2048
 * PBKDF2 rounds, which a page would feel on every request.
 */
export function createAccountSigners(mnemonic: string): (prefix: string) => Promise<CosmosAccountSigners> {
  const byPrefix = new Map<string, Promise<CosmosAccountSigners>>()
  return (prefix) => {
    let signers = byPrefix.get(prefix)
    if (!signers) {
      const options = { prefix, hdPaths: [COSMOS_HD_PATH] }
      signers = Promise.all([DirectSecp256k1HdWallet.fromMnemonic(mnemonic, options), Secp256k1HdWallet.fromMnemonic(mnemonic, options)]).then(([direct, amino]) => ({ direct, amino }))
      byPrefix.set(prefix, signers)
    }
    return signers
  }
}
