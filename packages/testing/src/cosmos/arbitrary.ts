import { pubkeyToAddress, type StdSignature, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * BIP-173's length limit. cosmjs 0.39's `fromBech32` defaults to `Infinity`, which @scure/base 2.4 refuses, so every
 * decode here names it.
 */
export const BECH32_LIMIT = 90

/**
 * ADR-036's sign doc for arbitrary data, as Keplr builds it for `signArbitrary`: an amino doc with an empty chain id,
 * zero account number, sequence and fee, and one `sign/MsgSignData` message carrying the data as base64.
 */
export function makeArbitrarySignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    memo: '',
  }
}

/** Whether `signature` is `signer`'s ADR-036 signature of `data`: the public key must be the signer's and the signature valid. */
export function verifyArbitrarySignature(signer: string, data: string | Uint8Array, signature: StdSignature): boolean {
  try {
    if (signature.pub_key.type !== 'tendermint/PubKeySecp256k1') return false
    const pubkey = fromBase64(signature.pub_key.value as string)
    if (pubkeyToAddress(signature.pub_key, fromBech32(signer, BECH32_LIMIT).prefix) !== signer) return false
    const hash = sha256(serializeSignDoc(makeArbitrarySignDoc(signer, data)))
    return Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)), hash, pubkey)
  } catch {
    return false
  }
}
