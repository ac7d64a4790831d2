import { describe, expect, it } from 'vitest'
import { toActivity } from './activity'

const BTC = { name: 'Bitcoin', symbol: 'tBTC', decimals: 8 }
const ME = 'bcrt1qme'

describe('toActivity', () => {
  it("reads a spend of the address's coins as an 'out' of what went elsewhere, change and fee left out", () => {
    const tx = { txid: 'a', confirmed: true, timestamp: 1_000, inputs: [{ address: ME, value: 100_000n }], outputs: [{ address: 'bcrt1qyou', value: 30_000n }, { address: ME, value: 69_800n }] }
    expect(toActivity(tx, ME, BTC)).toEqual({
      hash: 'a',
      status: 'confirmed',
      timestamp: 1_000,
      from: ME,
      to: 'bcrt1qyou',
      transfers: [{ direction: 'out', amount: '30000', symbol: 'tBTC', decimals: 8, counterparty: 'bcrt1qyou' }],
    })
  })

  it("reads a payment to the address as an 'in' from the first input's address; pending ones get the time now", () => {
    const tx = { txid: 'b', confirmed: false, timestamp: 0, inputs: [{ address: 'bcrt1qyou', value: 50_000n }], outputs: [{ address: ME, value: 20_000n }, { address: 'bcrt1qyou', value: 29_000n }] }
    expect(toActivity(tx, ME, BTC, 42)).toEqual({
      hash: 'b',
      status: 'pending',
      timestamp: 42,
      from: 'bcrt1qyou',
      to: ME,
      transfers: [{ direction: 'in', amount: '20000', symbol: 'tBTC', decimals: 8, counterparty: 'bcrt1qyou' }],
    })
  })
})
