/**
 * Coin selection over the payment address's UTXOs: confirmed ones first, largest first, until they pay the amount
 * and the fee. Change goes back to the sender unless it would be dust, in which case it is left to the fee (an
 * output worth less than spending it helps nobody). Pure arithmetic on satoshis; selection.test.ts checks it
 * against figures worked by hand.
 */
import type { AddressType } from '../codec/address'
import type { Utxo } from '../source/types'
import { DUST_THRESHOLD, estimateVsize } from './size'

export interface SelectionRequest {
  utxos: readonly Utxo[]
  amount: bigint
  /** sat/vB */
  feeRate: number
  /** The sender's address type: its inputs, and the change output's. */
  senderType: AddressType
  receiverType: AddressType
}

export interface Selection {
  inputs: Utxo[]
  /** 0n when there is no change output. */
  change: bigint
  fee: bigint
  vsize: number
  /**
   * Whether the inputs pay amount and fee. When they do not (everything spent still falls short), the selection is
   * all the UTXOs with the fee of spending them: what "send the maximum" needs to know.
   */
  sufficient: boolean
}

const feeFor = (vsize: number, rate: number) => BigInt(Math.ceil(vsize * rate))

export function selectCoins({ utxos, amount, feeRate, senderType, receiverType }: SelectionRequest): Selection {
  const ordered = [...utxos].sort((a, b) => Number(b.confirmed) - Number(a.confirmed) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
  const inputs: Utxo[] = []
  let total = 0n
  for (const utxo of ordered) {
    inputs.push(utxo)
    total += utxo.value
    const types = inputs.map(() => senderType)
    const sizeAlone = estimateVsize(types, [receiverType])
    if (total < amount + feeFor(sizeAlone, feeRate)) continue
    const sizeWithChange = estimateVsize(types, [receiverType, senderType])
    const change = total - amount - feeFor(sizeWithChange, feeRate)
    if (change >= DUST_THRESHOLD[senderType]) return { inputs, change, fee: feeFor(sizeWithChange, feeRate), vsize: sizeWithChange, sufficient: true }
    return { inputs, change: 0n, fee: total - amount, vsize: sizeAlone, sufficient: true }
  }
  const vsize = estimateVsize(inputs.map(() => senderType), [receiverType])
  return { inputs, change: 0n, fee: feeFor(vsize, feeRate), vsize, sufficient: false }
}
