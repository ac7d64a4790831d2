/** A bank send as the account's activity: MsgSends in a transaction, each an 'in' or an 'out' of the account. */
import type { AdapterTransaction, AdapterTransfer } from '@latch/core'

export interface DecodedSend {
  fromAddress: string
  toAddress: string
  amount: readonly { denom: string; amount: string }[]
}

export interface Denoms {
  /** The symbol, decimals and CAIP-19 id of a denom (the asset absent for the native denom). */
  describe(denom: string): { symbol: string; decimals: number; asset?: AdapterTransfer['asset'] }
}

export function toActivity(params: { hash: string; code: number; timestamp: number; sends: readonly DecodedSend[] }, address: string, denoms: Denoms): AdapterTransaction {
  const transfers: AdapterTransfer[] = []
  for (const send of params.sends) {
    const direction = send.fromAddress === address ? 'out' : send.toAddress === address ? 'in' : undefined
    if (!direction) continue
    for (const coin of send.amount) {
      const { symbol, decimals, asset } = denoms.describe(coin.denom)
      transfers.push({ direction, symbol, amount: coin.amount, decimals, ...(asset ? { asset } : {}), counterparty: direction === 'out' ? send.toAddress : send.fromAddress })
    }
  }
  const first = params.sends[0]
  return {
    hash: params.hash,
    status: params.code === 0 ? 'confirmed' : 'failed',
    timestamp: params.timestamp,
    from: first?.fromAddress ?? '',
    to: first?.toAddress ?? '',
    transfers,
  }
}
