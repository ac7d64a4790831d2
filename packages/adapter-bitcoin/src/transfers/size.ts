/**
 * Transaction size before signing, in weight units (BIP-141: non-witness bytes × 4 + witness bytes), for the fee.
 * Each input's witness is sized for the largest signature it can carry (a 73-byte DER ECDSA signature with its
 * hash type; 64 bytes of Schnorr with SIGHASH_DEFAULT), so the estimate is never below the signed transaction.
 */
import type { AddressType } from '../codec/address'

/** Outpoint (36), script length (1), sequence (4). */
const INPUT_BASE = 41

/** Weight of one input spending an output of this type. */
export const INPUT_WEIGHT: Readonly<Record<AddressType, number>> = {
  // witness: item count, 73-byte signature, 33-byte key, each with its length byte
  p2wpkh: INPUT_BASE * 4 + (1 + 1 + 73 + 1 + 33),
  // key path: item count, 64-byte signature with its length byte
  p2tr: INPUT_BASE * 4 + (1 + 1 + 64),
  // scriptSig pushes the 22-byte redeem script (23 bytes), then P2WPKH's witness
  p2sh: (INPUT_BASE + 23) * 4 + (1 + 1 + 73 + 1 + 33),
  // scriptSig: signature and 33-byte key with their pushes (107), no witness
  p2pkh: (INPUT_BASE + 1 + 73 + 1 + 33) * 4,
  // not spent by this adapter (needs the witness script); sized as a 1-of-1 for completeness
  p2wsh: INPUT_BASE * 4 + (1 + 1 + 73 + 1 + 35),
}

/** Output script lengths by type. */
const SCRIPT_LENGTH: Readonly<Record<AddressType, number>> = { p2pkh: 25, p2sh: 23, p2wpkh: 22, p2wsh: 34, p2tr: 34 }

/** Weight of one output paying this type: value (8), script length (1), script. */
export const outputWeight = (type: AddressType) => (8 + 1 + SCRIPT_LENGTH[type]) * 4

/** Version, locktime and the two counts (fewer than 253 each), plus segwit's marker and flag. */
const OVERHEAD_WEIGHT = (4 + 4 + 1 + 1) * 4 + 2

/** Virtual size (vbytes) of a transaction spending `inputs` and paying `outputs`. */
export function estimateVsize(inputs: readonly AddressType[], outputs: readonly AddressType[]): number {
  const weight = OVERHEAD_WEIGHT + inputs.reduce((w, t) => w + INPUT_WEIGHT[t], 0) + outputs.reduce((w, t) => w + outputWeight(t), 0)
  return Math.ceil(weight / 4)
}

/**
 * The least an output may carry (bitcoind's dust rule at its default 3 sat/vB dust relay fee): what spending it
 * would cost. These are the figures bitcoind's `GetDustThreshold` gives.
 */
export const DUST_THRESHOLD: Readonly<Record<AddressType, bigint>> = { p2pkh: 546n, p2sh: 540n, p2wpkh: 294n, p2wsh: 330n, p2tr: 330n }

/** bitcoind's default `minrelaytxfee`: 1 sat/vB. */
export const MIN_RELAY_FEE_RATE = 1
