import { crypto, script as bscript, type Transaction } from 'bitcoinjs-lib'
import { policyFailure, scriptFailure } from './errors'
import { ecc } from './network'

export type Prevout = { script: Uint8Array; value: bigint }

const equal = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

/** The pushes of a push-only script, or null when it runs any other opcode. */
export function pushes(script: Uint8Array): Uint8Array[] | null {
  const chunks = bscript.decompile(script)
  if (!chunks) return null
  const out: Uint8Array[] = []
  for (const chunk of chunks) {
    if (chunk instanceof Uint8Array) out.push(chunk)
    else if (chunk === 0) out.push(new Uint8Array(0))
    else return null
  }
  return out
}

/** `OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY OP_CHECKSIG` run on `[signature, publicKey]` against `hash`. */
function checkKeyHashSpend(signature: Uint8Array, publicKey: Uint8Array, keyHash: Uint8Array, sighash: (hashType: number) => Uint8Array, requireCompressed: boolean): void {
  if (!equal(crypto.hash160(publicKey), keyHash)) throw scriptFailure('Script failed an OP_EQUALVERIFY operation')
  if (requireCompressed && publicKey.length !== 33) throw policyFailure('Using non-compressed keys in segwit')
  if (!ecc.isPoint(publicKey)) throw scriptFailure('Public key is neither compressed or uncompressed')
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = bscript.signature.decode(signature)
  } catch {
    throw scriptFailure('Non-canonical DER signature')
  }
  let hash: Uint8Array
  try {
    hash = sighash(decoded.hashType)
  } catch {
    throw scriptFailure('Signature hash type missing or not understood')
  }
  if (verifies(hash, publicKey, decoded.signature, true)) return
  // A high-S signature is valid but malleable: bitcoind's policy (LOW_S) refuses it, consensus would not.
  if (verifies(hash, publicKey, decoded.signature, false)) throw policyFailure('Non-canonical signature: S value is unnecessarily high')
  throw scriptFailure('Signature must be zero for failed CHECK(MULTI)SIG operation')
}

/** The curve library throws on an out-of-range r or s: for a script that is just a failed check. */
function verifies(hash: Uint8Array, publicKey: Uint8Array, signature: Uint8Array, lowS: boolean): boolean {
  try {
    return ecc.verify(hash, publicKey, signature, lowS)
  } catch {
    return false
  }
}

/** A P2PKH spend: legacy sighash over the scriptSig `<sig> <pubkey>`, no witness. */
export function verifyP2pkh(tx: Transaction, index: number, prevout: Prevout): void {
  const input = tx.ins[index] as Transaction['ins'][number]
  if (input.witness.length > 0) throw scriptFailure('Witness provided for non-witness script')
  const stack = pushes(input.script)
  if (stack?.length !== 2) throw scriptFailure('Operation not valid with the current stack size')
  const [signature, publicKey] = stack as [Uint8Array, Uint8Array]
  checkKeyHashSpend(signature, publicKey, prevout.script.subarray(3, 23), (hashType) => tx.hashForSignature(index, prevout.script, hashType), false)
}

/** A version 0 key-hash witness program (native, or nested in P2SH): BIP-143 sighash over `[sig, pubkey]`. */
export function verifyWitnessKeyHash(tx: Transaction, index: number, keyHash: Uint8Array, value: bigint): void {
  const witness = (tx.ins[index] as Transaction['ins'][number]).witness
  if (witness.length !== 2) throw scriptFailure('Witness program hash mismatch')
  const [signature, publicKey] = witness as [Uint8Array, Uint8Array]
  // BIP-143: the script code of a P2WPKH program is the P2PKH script of its key hash.
  const scriptCode = bscript.compile([bscript.OPS.OP_DUP, bscript.OPS.OP_HASH160, keyHash, bscript.OPS.OP_EQUALVERIFY, bscript.OPS.OP_CHECKSIG])
  checkKeyHashSpend(signature, publicKey, keyHash, (hashType) => tx.hashForWitnessV0(index, scriptCode, value, hashType), true)
}
