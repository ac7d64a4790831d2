import { toBase64 } from '@cosmjs/encoding'
import { type Amounts, formatCoins } from './coins'
import type { DecodedTx } from './decodeTx'

export type AbciEvent = { type: string; attributes: { key: string; value: string }[] }

const event = (type: string, attributes: Record<string, string>): AbciEvent => ({ type, attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })) })

/** What the bank keeper's `SendCoins` emits, in its order (Cosmos SDK 0.50). */
function sendEvents(from: string, to: string, amount: string, extra: Record<string, string>): AbciEvent[] {
  return [
    event('coin_spent', { spender: from, amount, ...extra }),
    event('coin_received', { receiver: to, amount, ...extra }),
    event('transfer', { recipient: to, sender: from, amount, ...extra }),
    event('message', { sender: from, ...extra }),
  ]
}

export type TxEventsInput = {
  tx: DecodedTx
  feePayer: string
  fee: Amounts
  feeCollector: string
  sequences: { address: string; sequence: bigint }[]
}

/**
 * A bank-send transaction's events as an SDK 0.50 chain emits them: the ante handler's fee transfer and `tx` events
 * (`fee`, `fee_payer`, `acc_seq`, `signature`), then per message `message` (action, sender, module, msg_index) and
 * the bank transfer events tagged with `msg_index`. Indexers and `tx_search` read these.
 */
export function txEvents({ tx, feePayer, fee, feeCollector, sequences }: TxEventsInput): AbciEvent[] {
  const feeText = formatCoins(fee)
  const ante = [
    ...(fee.size > 0 ? sendEvents(feePayer, feeCollector, feeText, {}) : []),
    event('tx', { fee: feeText, fee_payer: feePayer }),
    ...sequences.map(({ address, sequence }) => event('tx', { acc_seq: `${address}/${sequence}` })),
    ...tx.raw.signatures.map((signature) => event('tx', { signature: toBase64(signature) })),
  ]
  const messages = tx.sends.flatMap(({ from, to, amount }, i) => [
    event('message', { action: '/cosmos.bank.v1beta1.MsgSend', sender: from, module: 'bank', msg_index: String(i) }),
    ...sendEvents(from, to, formatCoins(amount), { msg_index: String(i) }),
  ])
  return [...ante, ...messages]
}
