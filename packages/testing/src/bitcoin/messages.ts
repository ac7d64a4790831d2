import { crypto, opcodes, Psbt, script, Transaction } from 'bitcoinjs-lib'
import { TestBitcoinWalletError } from './errors'
import { bytesToBase64, bytesToHex, type DerivedAddress, ecc } from './keys'

export type MessageSigningProtocol = 'BIP322' | 'ECDSA'

export type SignedMessage = {
  /** base64: BIP-322, the serialized witness of the to_sign transaction; ECDSA, the 65-byte BIP-137 signature. */
  signature: string
  /** hex: BIP-322, the tagged message hash; ECDSA, the double-SHA256 of the "Bitcoin Signed Message" preimage. */
  messageHash: string
  protocol: MessageSigningProtocol
}

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

/** Bitcoin's CompactSize length prefix. */
function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24)
}

/** BIP-322's `message_hash`: SHA256(SHA256(tag) ‖ SHA256(tag) ‖ message) with tag `BIP0322-signed-message`. */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  const tag = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))
  return crypto.sha256(concat(tag, tag, message))
}

/** BIP-322 "simple": the witness that spends the virtual `to_spend` output, built and signed as a PSBT. */
function signBip322(message: Uint8Array, from: DerivedAddress): Uint8Array {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, bip322MessageHash(message)]))
  toSpend.addOutput(from.script, 0n)

  const toSign = new Psbt()
  toSign.setVersion(0)
  toSign.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script: from.script, value: 0n },
    ...(from.purpose === 'ordinals' ? { tapInternalKey: from.publicKey } : {}),
  })
  toSign.addOutput({ script: script.compile([opcodes.OP_RETURN]), value: 0n })
  if (from.purpose === 'ordinals') toSign.signTaprootInput(0, from.signer)
  else toSign.signInput(0, from.signer)
  toSign.finalizeAllInputs()
  const witness = toSign.extractTransaction(true).ins[0]?.witness ?? []
  return concat(varint(witness.length), ...witness.flatMap((item) => [varint(item.length), item]))
}

/** The legacy "Bitcoin Signed Message" hash that ECDSA (BIP-137) signatures cover. */
export function legacyMessageHash(message: Uint8Array): Uint8Array {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  return crypto.hash256(concat(prefix, varint(message.length), message))
}

/** A BIP-137 signature: header byte 39 + recovery id (P2WPKH), then r ‖ s. */
function signEcdsa(message: Uint8Array, from: DerivedAddress): Uint8Array {
  const privateKey = from.keyPair.privateKey
  if (!privateKey) throw new TestBitcoinWalletError('The key cannot sign.')
  const { signature, recoveryId } = ecc.signRecoverable(legacyMessageHash(message), privateKey)
  return concat(Uint8Array.of(39 + recoveryId), signature)
}

/**
 * Signs `message` for one of the wallet's addresses. BIP-322 by default (P2WPKH and P2TR key path), ECDSA when
 * asked, for the payment (P2WPKH) address only: a taproot key has no legacy message format.
 */
export function signMessage(message: Uint8Array, from: DerivedAddress, protocol: MessageSigningProtocol = 'BIP322'): SignedMessage & { bytes: Uint8Array } {
  if (protocol === 'ECDSA') {
    if (from.purpose !== 'payment') throw new TestBitcoinWalletError('ECDSA message signatures are for the payment (P2WPKH) address; use BIP322 for taproot.')
    const bytes = signEcdsa(message, from)
    return { bytes, signature: bytesToBase64(bytes), messageHash: bytesToHex(legacyMessageHash(message)), protocol }
  }
  if (protocol !== 'BIP322') throw new TestBitcoinWalletError(`Unknown message signing protocol: ${String(protocol)}`)
  const bytes = signBip322(message, from)
  return { bytes, signature: bytesToBase64(bytes), messageHash: bytesToHex(bip322MessageHash(message)), protocol }
}
