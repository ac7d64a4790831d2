/**
 * The PSBT of a send, on bitcoinjs-lib (loaded with the first transfer). Every segwit input carries its
 * `witnessUtxo` (the spent output's script and value, all a segwit signer needs), plus the redeem script of a
 * wrapped P2WPKH sender and the internal key of a taproot one; a legacy P2PKH input carries the whole transaction
 * it spends. So any wallet can sign it without looking anything up.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as btcAddress, initEccLib, type Network, networks, payments, Psbt } from 'bitcoinjs-lib'
import type { AddressType } from '../codec/address'
import { fromHex, toHex } from '../codec/bytes'
import type { AddressFormat } from '../networks'
import type { Utxo } from '../source/types'

// Taproot output scripts are checked on the curve.
initEccLib(ecc)

/** bitcoinjs-lib's network for an address format (only the address fields matter to a PSBT). */
export function bitcoinjsNetwork(format: AddressFormat): Network {
  const base = format.bech32 === networks.bitcoin.bech32 ? networks.bitcoin : format.bech32 === networks.regtest.bech32 ? networks.regtest : networks.testnet
  return { ...base, bech32: format.bech32, pubKeyHash: format.pubKeyHash, scriptHash: format.scriptHash }
}

export interface PsbtRequest {
  network: Network
  from: string
  fromType: AddressType
  /** The sender's public key, hex (33-byte compressed or 32-byte x-only), where the wallet gave it. */
  publicKey?: string
  to: string
  amount: bigint
  inputs: readonly Utxo[]
  change: bigint
  /** Raw hex of each spent transaction by txid: a P2PKH input needs it (its signature commits to no amount). */
  previous?: ReadonlyMap<string, string>
}

/** Opt in to replace-by-fee (BIP-125), as wallets do, so a stuck send can be bumped. */
const RBF_SEQUENCE = 0xfffffffd

export function buildPsbt({ network, from, fromType, publicKey, to, amount, inputs, change, previous }: PsbtRequest): Psbt {
  const script = btcAddress.toOutputScript(from, network)
  const key = publicKey ? fromHex(publicKey) : undefined
  const psbt = new Psbt({ network })
  for (const utxo of inputs) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      sequence: RBF_SEQUENCE,
      ...(fromType === 'p2pkh' ? { nonWitnessUtxo: fromHex(previous?.get(utxo.txid) ?? '') } : { witnessUtxo: { script, value: utxo.value } }),
      ...(fromType === 'p2tr' && key ? { tapInternalKey: key.length === 33 ? key.subarray(1) : key } : {}),
      ...(fromType === 'p2sh' && key?.length === 33 ? { redeemScript: payments.p2wpkh({ pubkey: key, network }).output } : {}),
    })
  }
  psbt.addOutput({ address: to, value: amount })
  if (change > 0n) psbt.addOutput({ address: from, value: change })
  return psbt
}

/** Whether two PSBTs spend the same outpoints into the same outputs (what a wallet must not change). */
export function samePayments(a: Psbt, b: Psbt): boolean {
  const ins = (p: Psbt) => p.txInputs.map((i) => `${toHex(i.hash)}:${i.index}`).join()
  const outs = (p: Psbt) => p.txOutputs.map((o) => `${toHex(o.script)}:${o.value}`).join()
  return ins(a) === ins(b) && outs(a) === outs(b)
}

/**
 * The signed transaction's hex: each input named is finalised unless the wallet already did (some do, most leave it
 * to the app); every input must end up final, or bitcoinjs-lib refuses to extract.
 */
export function finalizedHex(signed: Psbt, indexes: readonly number[] = signed.data.inputs.map((_, i) => i)): string {
  for (const i of indexes) {
    const input = signed.data.inputs[i]
    if (!input?.finalScriptWitness && !input?.finalScriptSig) signed.finalizeInput(i)
  }
  return signed.extractTransaction().toHex()
}
