import type { Transaction } from 'bitcoinjs-lib'
import { nonStandardInput, scriptFailure } from './errors'
import { ecc } from './network'
import type { Prevout } from './verifyEcdsa'

/** BIP-341's valid hash types: SIGHASH_DEFAULT, ALL, NONE, SINGLE, each but DEFAULT with ANYONECANPAY. */
const TAPROOT_HASH_TYPES = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83])
const ANNEX_TAG = 0x50

/**
 * A P2TR key-path spend: one witness element, a BIP-340 Schnorr signature (64 bytes, or 65 with an explicit hash
 * type) over the BIP-341 sighash, which commits to every input's spent script and amount, checked against the
 * output key in the script (already tweaked: the internal key is not needed).
 */
export function verifyTaprootKeyPath(tx: Transaction, index: number, prevouts: Prevout[]): void {
  const input = tx.ins[index] as Transaction['ins'][number]
  if (input.script.length > 0) throw scriptFailure('Witness requires empty scriptSig')
  const witness = input.witness
  if (witness.length === 0) throw scriptFailure('Witness program was passed an empty witness')
  const last = witness[witness.length - 1] as Uint8Array
  if (witness.length >= 2 && last[0] === ANNEX_TAG) throw nonStandardInput('taproot annex is non-standard')
  if (witness.length !== 1) throw nonStandardInput('taproot script-path spends are not verified by this local chain, only key-path spends')
  const signature = witness[0] as Uint8Array
  if (signature.length !== 64 && signature.length !== 65) throw scriptFailure('Invalid Schnorr signature size')
  const hashType = signature.length === 65 ? (signature[64] as number) : 0x00
  // A 65-byte signature must name its hash type explicitly: 0x00 there is invalid (BIP-341).
  if (!TAPROOT_HASH_TYPES.has(hashType) || (signature.length === 65 && hashType === 0x00)) throw scriptFailure('Invalid Schnorr signature hash type')
  let hash: Uint8Array
  try {
    hash = tx.hashForWitnessV1(index, prevouts.map((p) => p.script), prevouts.map((p) => p.value), hashType)
  } catch {
    // SIGHASH_SINGLE without a matching output has no defined message in BIP-341.
    throw scriptFailure('Invalid Schnorr signature hash type')
  }
  const outputKey = (prevouts[index] as Prevout).script.subarray(2, 34)
  if (!verifiesSchnorr(hash, outputKey, signature.subarray(0, 64))) throw scriptFailure('Invalid Schnorr signature')
}

/** The curve library throws when the output key is not on the curve: such an output cannot be spent. */
function verifiesSchnorr(hash: Uint8Array, outputKey: Uint8Array, signature: Uint8Array): boolean {
  try {
    return ecc.verifySchnorr(hash, outputKey, signature)
  } catch {
    return false
  }
}
