import { describe, expect, it } from 'vitest'
import type { Utxo } from '../source/types'
import { selectCoins } from './selection'
import { DUST_THRESHOLD, estimateVsize } from './size'

const utxo = (value: number, confirmed = true, vout = 0): Utxo => ({ txid: `${value}`.padStart(64, '0'), vout, value: BigInt(value), confirmed })
const p2wpkh = { senderType: 'p2wpkh', receiverType: 'p2wpkh' } as const

// By hand: a P2WPKH input weighs 41×4 + 109 = 273 WU, a P2WPKH output (8+1+22)×4 = 124, a P2TR output 172, the
// overhead 10×4 + 2 = 42.
describe('estimateVsize', () => {
  it('adds up weights and rounds the vbytes up', () => {
    expect(estimateVsize(['p2wpkh'], ['p2wpkh'])).toBe(110) // 439 WU
    expect(estimateVsize(['p2wpkh'], ['p2wpkh', 'p2wpkh'])).toBe(141) // 563 WU
    expect(estimateVsize(['p2wpkh', 'p2wpkh'], ['p2wpkh'])).toBe(178) // 712 WU
    expect(estimateVsize(['p2wpkh', 'p2wpkh'], ['p2wpkh', 'p2wpkh'])).toBe(209) // 836 WU
    expect(estimateVsize(['p2wpkh'], ['p2tr', 'p2wpkh'])).toBe(153) // 611 WU
    expect(estimateVsize(['p2tr'], ['p2tr'])).toBe(111) // 42 + 230 + 172 = 444 WU
  })
})

describe('selectCoins', () => {
  it('pays amount and fee from one UTXO and returns the change', () => {
    // fee with change: 141 vB × 2 = 282; change 100,000 − 50,000 − 282
    expect(selectCoins({ ...p2wpkh, utxos: [utxo(100_000)], amount: 50_000n, feeRate: 2 })).toEqual({
      inputs: [utxo(100_000)],
      change: 49_718n,
      fee: 282n,
      vsize: 141,
      sufficient: true,
    })
  })

  it('leaves change below dust to the fee, with no change output', () => {
    // with change: 50,500 − 50,000 − 282 = 218 < 294 (P2WPKH dust), so the 500 left is all fee on 110 vB
    expect(DUST_THRESHOLD.p2wpkh).toBe(294n)
    expect(selectCoins({ ...p2wpkh, utxos: [utxo(50_500)], amount: 50_000n, feeRate: 2 })).toEqual({ inputs: [utxo(50_500)], change: 0n, fee: 500n, vsize: 110, sufficient: true })
  })

  it('takes confirmed coins first, largest first, until they suffice', () => {
    const coins = [utxo(30_000, true, 1), utxo(80_000, false, 2), utxo(40_000, true, 3)]
    // 40,000 alone < 60,000 + 110; with 30,000: 70,000 − 60,000 − 209 = 9,791 change
    expect(selectCoins({ ...p2wpkh, utxos: coins, amount: 60_000n, feeRate: 1 })).toEqual({
      inputs: [utxo(40_000, true, 3), utxo(30_000, true, 1)],
      change: 9_791n,
      fee: 209n,
      vsize: 209,
      sufficient: true,
    })
  })

  it('prices a taproot receiver by its longer output', () => {
    // 153 vB × 3 = 459
    const selection = selectCoins({ senderType: 'p2wpkh', receiverType: 'p2tr', utxos: [utxo(1_000_000)], amount: 100_000n, feeRate: 3 })
    expect([selection.fee, selection.change]).toEqual([459n, 899_541n])
  })

  it('says when everything falls short, with the fee of spending it all (for "send the maximum")', () => {
    expect(selectCoins({ ...p2wpkh, utxos: [utxo(10_000), utxo(5_000, true, 1)], amount: 20_000n, feeRate: 1 })).toEqual({
      inputs: [utxo(10_000), utxo(5_000, true, 1)],
      change: 0n,
      fee: 178n,
      vsize: 178,
      sufficient: false,
    })
    // Sending exactly balance − that fee then fits, with nothing left for change.
    const max = selectCoins({ ...p2wpkh, utxos: [utxo(10_000), utxo(5_000, true, 1)], amount: 15_000n - 178n, feeRate: 1 })
    expect([max.sufficient, max.change, max.fee]).toEqual([true, 0n, 178n])
    expect(selectCoins({ ...p2wpkh, utxos: [], amount: 1_000n, feeRate: 1 }).sufficient).toBe(false)
  })
})
