/**
 * A Bitcoin transaction seen from one address: UTXO transactions have no sender and receiver, so they are derived.
 * Spending any of the address's coins makes it an 'out' of what went to other addresses (change excluded, the fee
 * not counted); otherwise it is an 'in' of what the address received.
 */
import type { AdapterTransaction, NativeCurrency } from '@latch/core'
import type { SourceTransaction } from '../source/types'

export function toActivity(tx: SourceTransaction, address: string, currency: NativeCurrency, now = Date.now()): AdapterTransaction {
  const spends = tx.inputs.some((i) => i.address === address)
  const base = { hash: tx.txid, status: tx.confirmed ? ('confirmed' as const) : ('pending' as const), timestamp: tx.timestamp || now }
  const native = { symbol: currency.symbol, decimals: currency.decimals }
  if (spends) {
    const paid = tx.outputs.filter((o) => o.address !== address)
    const to = paid[0]?.address ?? ''
    const amount = paid.reduce((sum, o) => sum + o.value, 0n)
    return { ...base, from: address, to, transfers: [{ direction: 'out', amount: amount.toString(), ...native, ...(to ? { counterparty: to } : {}) }] }
  }
  const from = tx.inputs.find((i) => i.address)?.address ?? ''
  const amount = tx.outputs.filter((o) => o.address === address).reduce((sum, o) => sum + o.value, 0n)
  return { ...base, from, to: address, transfers: [{ direction: 'in', amount: amount.toString(), ...native, ...(from ? { counterparty: from } : {}) }] }
}
