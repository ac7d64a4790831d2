/** eth_sendTransaction on the approval screen: receiver, value, the decoded call (or the raw calldata), gas, chain. */
import type { TransactionRequest } from '../shared/signRequest.mjs'
import { decodeCall } from './decode/decodeCall'
import { formatUnits } from './format'
import { type ChainInfo, type Described, networkRow, type Row, warningRow } from './rows'

const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

export function describeTransaction(tx: TransactionRequest, chain: ChainInfo): Described {
  const hasData = tx.data !== '0x'
  const call = decodeCall(tx.data, tx.to)
  const warnings: string[] = []
  if (tx.to === null) warnings.push('This deploys a new contract from the code below.')
  else if (hasData && !call) warnings.push('The wallet cannot tell what this contract call does: approve only if you trust this app and this contract.')
  if (call) warnings.push(...call.warnings)

  const rows: Row[] = [
    ...warnings.map(warningRow),
    { label: 'To', value: tx.to ?? 'New contract' },
    // Native currencies of EVM chains have 18 decimals.
    { label: 'Amount', value: `${formatUnits(tx.value, 18)} ${chain.currency}` },
  ]
  if (call) rows.push(...call.rows)
  else if (tx.to !== null && hasData) rows.push({ label: 'Selector', value: tx.data.slice(0, 10) })
  if (hasData) rows.push({ label: 'Data', value: tx.data, kind: 'code' })
  if (tx.gas !== undefined) rows.push({ label: 'Gas limit', value: `${tx.gas}` })
  if (tx.gasPrice !== undefined) rows.push({ label: 'Gas price', value: gwei(tx.gasPrice) })
  if (tx.maxFeePerGas !== undefined) rows.push({ label: 'Max fee per gas', value: gwei(tx.maxFeePerGas) })
  if (tx.maxPriorityFeePerGas !== undefined) rows.push({ label: 'Max priority fee per gas', value: gwei(tx.maxPriorityFeePerGas) })
  if (tx.nonce !== undefined) rows.push({ label: 'Nonce', value: `${tx.nonce}` })
  rows.push(networkRow(chain))
  return { title: 'Send transaction', rows }
}
