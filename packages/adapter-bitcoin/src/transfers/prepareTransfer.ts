/**
 * A BTC send: coin selection over the payment address's UTXOs (the ordinals address is never an input), a fee at
 * the chosen rate on the estimated size, change back to the sender unless it is dust, a PSBT the wallet signs, then
 * finalised here and broadcast through the source. Everything is checked before the wallet is asked.
 */
import { CapabilityNotSupportedError, type PreparedTransfer, type TransferRequest } from '@latch/core'
import { Psbt } from 'bitcoinjs-lib'
import { type AddressType, addressType } from '../codec/address'
import { toBase64 } from '../codec/bytes'
import type { AddressFormat } from '../networks'
import type { BitcoinDataSource } from '../source/types'
import type { FeeSpeed } from '../types'
import type { BitcoinWallet, WalletAddress } from '../wallet/types'
import { AmountBelowDustError, FeeRateTooHighError, InsufficientFundsError, TransactionAlteredError } from './errors'
import { bitcoinjsNetwork, buildPsbt, finalizedHex, samePayments } from './psbt'
import { selectCoins } from './selection'
import { DUST_THRESHOLD, MIN_RELAY_FEE_RATE } from './size'

/** A Bitcoin transfer request: core's (whose `feeSpeed` is the Send form's choice), or an exact rate in sat/vB. */
export interface BitcoinTransferRequest extends TransferRequest {
  feeRate?: FeeSpeed | number
}

/** What the preview can show beyond core's fields: the PSBT's inputs and outputs, its size and fee rate. */
export interface BitcoinTransferDetails {
  inputs: { txid: string; vout: number; value: bigint }[]
  outputs: { address: string; value: bigint; change: boolean }[]
  /** Estimated virtual size (vbytes) once signed. */
  vsize: number
  /** The rate asked for, and the rate the fee comes to (higher when dust change went to the fee), sat/vB. */
  feeRate: number
  effectiveFeeRate: number
  /** The unsigned PSBT, base64. */
  psbt: string
}

export interface BitcoinPreparedTransfer extends PreparedTransfer {
  bitcoin: BitcoinTransferDetails
}

export interface TransferContext {
  source: BitcoinDataSource
  format: AddressFormat
  /** The connected payment address `from` must be (with its public key). */
  sender: WalletAddress
  wallet: BitcoinWallet
  feeSpeed: FeeSpeed
  maxFeeRate: number
}

const SPENDABLE: readonly AddressType[] = ['p2wpkh', 'p2tr', 'p2sh', 'p2pkh']

export async function prepareTransfer(ctx: TransferContext, request: BitcoinTransferRequest): Promise<BitcoinPreparedTransfer> {
  const { from, to, amount } = request
  const fromType = addressType(from, ctx.format) as AddressType
  const toType = addressType(to, ctx.format) as AddressType
  // A P2WSH input needs its witness script, which no wallet API hands over: not a payment address any wallet uses.
  if (!SPENDABLE.includes(fromType)) throw new CapabilityNotSupportedError({ namespace: 'bip122', capability: `Sending from a ${fromType.toUpperCase()} address` })
  const minAmount = DUST_THRESHOLD[toType]
  if (amount < minAmount) throw new AmountBelowDustError({ amount, minimum: minAmount })

  const [rates, utxos] = await Promise.all([ctx.source.getFeeRates(), ctx.source.getUtxos(from)])
  const asked = typeof request.feeRate === 'number' ? request.feeRate : rates[request.feeRate ?? request.feeSpeed ?? ctx.feeSpeed]
  const feeRate = Math.max(MIN_RELAY_FEE_RATE, asked)
  if (!(feeRate <= ctx.maxFeeRate)) throw new FeeRateTooHighError({ feeRate, maxFeeRate: ctx.maxFeeRate })

  const selection = selectCoins({ utxos, amount, feeRate, senderType: fromType, receiverType: toType })
  const network = bitcoinjsNetwork(ctx.format)
  const previous = fromType === 'p2pkh' ? new Map(await Promise.all(selection.inputs.map(async (u) => [u.txid, await ctx.source.getTransactionHex(u.txid)] as const))) : undefined
  const psbt = buildPsbt({
    network,
    from,
    fromType,
    ...(ctx.sender.publicKey ? { publicKey: ctx.sender.publicKey } : {}),
    to,
    amount,
    inputs: selection.inputs,
    change: selection.change,
    ...(previous ? { previous } : {}),
  })
  const unsigned = toBase64(psbt.toBuffer())
  const available = utxos.reduce((sum, u) => sum + u.value, 0n)
  const outputs = [{ address: to, value: amount, change: false }, ...(selection.change > 0n ? [{ address: from, value: selection.change, change: true }] : [])]
  const effectiveFeeRate = Number(selection.fee) / selection.vsize
  return {
    fee: selection.fee,
    minAmount,
    // The rate paid (dust change left to the fee raises it), as the preview shows it.
    feeRate: { value: effectiveFeeRate, unit: 'sat/vB' },
    legs: {
      inputs: selection.inputs.map((u) => ({ id: `${u.txid}:${u.vout}`, amount: u.value })),
      outputs: outputs.map((o) => ({ id: o.address, amount: o.value, change: o.change })),
    },
    activity: { from, to, transfers: [{ direction: 'out', symbol: request.symbol, amount: amount.toString(), decimals: request.decimals, counterparty: to }] },
    bitcoin: {
      inputs: selection.inputs.map((u) => ({ txid: u.txid, vout: u.vout, value: u.value })),
      outputs,
      vsize: selection.vsize,
      feeRate,
      effectiveFeeRate,
      psbt: unsigned,
    },
    async submit() {
      if (!selection.sufficient) throw new InsufficientFundsError({ needed: amount + selection.fee, available })
      const indexes = selection.inputs.map((_, i) => i)
      const signed = Psbt.fromBase64(await ctx.wallet.signPsbt({ psbt: unsigned, signInputs: { [from]: indexes }, caipNetworkId: request.caipNetworkId }), { network })
      if (!samePayments(psbt, signed)) throw new TransactionAlteredError()
      return ctx.source.broadcast(finalizedHex(signed, indexes))
    },
  }
}
