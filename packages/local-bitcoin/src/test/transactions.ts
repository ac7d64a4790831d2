import { script as bscript, crypto, payments, Psbt, Transaction, toXOnly } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { REGTEST } from '../network'

// Test-side transaction building with bitcoinjs-lib's Psbt only, independent of the chain's own wallet code.

export type SpendKind = 'p2wpkh' | 'p2tr' | 'p2pkh' | 'p2sh-p2wpkh'
export type SpendInput = { txid: string; vout: number; value: bigint; key: ECPairInterface; kind: SpendKind; /** Raw hex of the funding tx: P2PKH signing needs it. */ prevTxHex?: string; sighashType?: number }
export type SpendOutput = { address: string; value: bigint } | { script: Uint8Array; value: bigint }

/** The address of `key` for a spend kind. */
export function addressOf(key: ECPairInterface, kind: SpendKind): string {
  if (kind === 'p2wpkh') return payments.p2wpkh({ pubkey: key.publicKey, network: REGTEST }).address as string
  if (kind === 'p2pkh') return payments.p2pkh({ pubkey: key.publicKey, network: REGTEST }).address as string
  if (kind === 'p2tr') return payments.p2tr({ internalPubkey: toXOnly(key.publicKey), network: REGTEST }).address as string
  return payments.p2sh({ redeem: payments.p2wpkh({ pubkey: key.publicKey, network: REGTEST }), network: REGTEST }).address as string
}

/** A fully signed transaction spending `inputs` to `outputs` (whatever is left is the fee). */
export function signSpend(inputs: SpendInput[], outputs: SpendOutput[], options: { locktime?: number; sequence?: number } = {}): Transaction {
  const psbt = new Psbt({ network: REGTEST })
  if (options.locktime !== undefined) psbt.setLocktime(options.locktime)
  // Lets tests build zero-fee and overspending transactions for the chain to refuse.
  psbt.setMaximumFeeRate(1e9)
  for (const input of inputs) {
    const base = { hash: input.txid, index: input.vout, ...(options.sequence === undefined ? {} : { sequence: options.sequence }), ...(input.sighashType === undefined ? {} : { sighashType: input.sighashType }) }
    if (input.kind === 'p2pkh') psbt.addInput({ ...base, nonWitnessUtxo: Buffer.from(input.prevTxHex as string, 'hex') })
    else {
      const script = payments.p2wpkh({ pubkey: input.key.publicKey, network: REGTEST }).output as Uint8Array
      if (input.kind === 'p2wpkh') psbt.addInput({ ...base, witnessUtxo: { script, value: input.value } })
      else if (input.kind === 'p2sh-p2wpkh') {
        const p2sh = payments.p2sh({ redeem: { output: script }, network: REGTEST })
        psbt.addInput({ ...base, witnessUtxo: { script: p2sh.output as Uint8Array, value: input.value }, redeemScript: script })
      } else {
        const internal = toXOnly(input.key.publicKey)
        const output = payments.p2tr({ internalPubkey: internal, network: REGTEST }).output as Uint8Array
        psbt.addInput({ ...base, witnessUtxo: { script: output, value: input.value }, tapInternalKey: internal })
      }
    }
  }
  for (const output of outputs) psbt.addOutput(output)
  for (const [i, input] of inputs.entries()) psbt.signInput(i, input.kind === 'p2tr' ? tweaked(input.key) : input.key, input.sighashType === undefined ? undefined : [input.sighashType])
  psbt.finalizeAllInputs()
  return psbt.extractTransaction(true)
}

/** BIP-86: a key-path-only taproot output key is the internal key tweaked by the hash of itself. */
function tweaked(key: ECPairInterface): ECPairInterface {
  return key.tweak(crypto.taggedHash('TapTweak', toXOnly(key.publicKey)))
}

/**
 * P2WPKH inputs signed by hand (BIP-143), for transactions Psbt refuses to build: the same outpoint twice, or
 * outputs worth more than the inputs.
 */
export function signP2wpkhByHand(inputs: Omit<SpendInput, 'kind'>[], outputs: SpendOutput[]): Transaction {
  const tx = new Transaction()
  tx.version = 2
  for (const input of inputs) tx.addInput(Buffer.from(input.txid, 'hex').reverse(), input.vout)
  for (const output of outputs) tx.addOutput('script' in output ? output.script : (payments.p2wpkh({ address: output.address, network: REGTEST }).output as Uint8Array), output.value)
  inputs.forEach((input, i) => {
    const scriptCode = payments.p2pkh({ pubkey: input.key.publicKey, network: REGTEST }).output as Uint8Array
    const hash = tx.hashForWitnessV0(i, scriptCode, input.value, Transaction.SIGHASH_ALL)
    tx.setWitness(i, [bscript.signature.encode(input.key.sign(hash), Transaction.SIGHASH_ALL), input.key.publicKey])
  })
  return tx
}
