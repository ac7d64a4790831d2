import { Psbt, Transaction } from 'bitcoinjs-lib'
import { TestBitcoinWalletError } from './errors'
import type { DerivedAddress } from './keys'

/** The Wallet Standard's SIGHASH names (`bitcoin:signTransaction` `sigHash`). */
export type BitcoinSigHashFlag = 'ALL' | 'NONE' | 'SINGLE' | 'ALL|ANYONECANPAY' | 'NONE|ANYONECANPAY' | 'SINGLE|ANYONECANPAY'

const SIGHASH: Record<BitcoinSigHashFlag, number> = {
  ALL: Transaction.SIGHASH_ALL,
  NONE: Transaction.SIGHASH_NONE,
  SINGLE: Transaction.SIGHASH_SINGLE,
  'ALL|ANYONECANPAY': Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY,
  'NONE|ANYONECANPAY': Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY,
}

/** One input to sign: its index and, when the app named one, the address it says owns it. */
export type InputToSign = { index: number; address?: string; sigHash?: BitcoinSigHashFlag }

export function parsePsbt(bytes: Uint8Array): Psbt {
  try {
    return Psbt.fromBuffer(bytes)
  } catch (cause) {
    throw new TestBitcoinWalletError('The PSBT could not be parsed.', { cause })
  }
}

/** The script of the output an input spends, from its witness UTXO or its full previous transaction. */
function prevoutScript(psbt: Psbt, index: number): Uint8Array | undefined {
  const input = psbt.data.inputs[index]
  if (input?.witnessUtxo) return input.witnessUtxo.script
  if (input?.nonWitnessUtxo) {
    const vout = psbt.txInputs[index]?.index ?? -1
    return Transaction.fromBuffer(input.nonWitnessUtxo).outs[vout]?.script
  }
  return undefined
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i])

/** The wallet's address that an input spends from, if any. */
export function inputOwner(psbt: Psbt, index: number, addresses: readonly DerivedAddress[]): DerivedAddress | undefined {
  const prevout = prevoutScript(psbt, index)
  return prevout && addresses.find((a) => sameBytes(a.script, prevout))
}

/**
 * Signs the requested inputs, each with the key of the address whose script it spends: P2WPKH with the payment key,
 * P2TR key path with the tweaked ordinals key. Refuses, before signing anything, an input that does not exist, spends
 * a script none of `addresses` has, or spends another address than the one the app named.
 */
export function signPsbtInputs(psbt: Psbt, inputs: readonly InputToSign[], addresses: readonly DerivedAddress[], options: { finalize?: boolean } = {}): Psbt {
  const plan = inputs.map((request) => {
    if (!Number.isInteger(request.index) || request.index < 0 || request.index >= psbt.inputCount) {
      throw new TestBitcoinWalletError(`The PSBT has no input ${request.index}.`)
    }
    const owner = inputOwner(psbt, request.index, addresses)
    if (!owner) throw new TestBitcoinWalletError(`Input ${request.index} does not spend an output of this wallet (or has no witnessUtxo / nonWitnessUtxo).`)
    if (request.address !== undefined && request.address !== owner.address) {
      throw new TestBitcoinWalletError(`Input ${request.index} spends ${owner.address}, not ${request.address}.`)
    }
    const sighash = request.sigHash === undefined ? undefined : SIGHASH[request.sigHash]
    if (request.sigHash !== undefined && sighash === undefined) throw new TestBitcoinWalletError(`Unknown sigHash: ${request.sigHash}`)
    return { ...request, owner, sighash }
  })
  for (const { index, owner, sighash } of plan) {
    const input = psbt.data.inputs[index]
    // The app may leave the sighash to the wallet; a sighash set in the PSBT must be the one asked for.
    if (sighash !== undefined && input?.sighashType === undefined) psbt.updateInput(index, { sighashType: sighash })
    const allowed = sighash === undefined ? undefined : [sighash]
    if (owner.addressType === 'p2tr') {
      if (!input?.tapInternalKey) psbt.updateInput(index, { tapInternalKey: owner.publicKey })
      psbt.signTaprootInput(index, owner.signer, undefined, allowed)
    } else {
      psbt.signInput(index, owner.signer, allowed)
    }
  }
  if (options.finalize) for (const { index } of plan) psbt.finalizeInput(index)
  return psbt
}
