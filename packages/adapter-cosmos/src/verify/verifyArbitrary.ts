/**
 * Checks an ADR-036 signature the way a sign-in backend must: the signature is valid over sha256 of the amino sign
 * doc (`serializeSignDoc`), and the public key, given or recovered from the signature, hashes to the signer's
 * address. secp256k1 keys only: an Ethereum-key chain's (Injective) signature is over keccak and is not accepted.
 */
import { rawSecp256k1PubkeyToRawAddress, serializeSignDoc } from '@cosmjs/amino'
import { ExtendedSecp256k1Signature, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { decodeBech32 } from '../codec/bech32'
import { makeArbitrarySignDoc } from './signDoc'

export interface VerifyArbitraryMessageParameters {
  /** The bech32 address that signed. */
  signer: string
  /** The data as signed: text (what `signMessage` got) or bytes. */
  data: string | Uint8Array
  /**
   * What `signMessage` returned (the 64-byte signature, base64), or the whole amino signature `signArbitrary`
   * returns (`{ pub_key, signature }`).
   */
  signature: string | { pub_key: { type: string; value: string }; signature: string }
  /** The signer's compressed public key (33 bytes, or base64), when known; otherwise it is recovered. */
  pubKey?: Uint8Array | string
}

const SECP256K1 = 'tendermint/PubKeySecp256k1'

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

export function verifyArbitraryMessage({ signer, data, signature, pubKey }: VerifyArbitraryMessageParameters): boolean {
  try {
    const account = decodeBech32(signer)
    if (account?.data.length !== 20) return false
    if (typeof signature === 'object' && signature.pub_key.type !== SECP256K1) return false
    const given = typeof signature === 'object' ? fromBase64(signature.pub_key.value) : typeof pubKey === 'string' ? fromBase64(pubKey) : pubKey
    const raw = fromBase64(typeof signature === 'object' ? signature.signature : signature)
    if (raw.length !== 64) return false
    const hash = sha256(serializeSignDoc(makeArbitrarySignDoc(signer, data)))
    const owns = (key: Uint8Array) => sameBytes(rawSecp256k1PubkeyToRawAddress(Secp256k1.compressPubkey(key)), account.data)
    if (given) return owns(given) && Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(raw), hash, given)
    // No key at hand: one of the two recoverable keys must be the signer's (and then the signature is valid).
    for (const recovery of [0, 1]) {
      const candidate = Secp256k1.compressPubkey(Secp256k1.recoverPubkey(ExtendedSecp256k1Signature.fromFixedLength(Uint8Array.of(...raw, recovery)), hash))
      if (owns(candidate) && Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(raw), hash, candidate)) return true
    }
    return false
  } catch {
    return false
  }
}
