/** One call's facts on the approval screen: receiver, amount, the decoded call (or its selector) and the whole calldata. */
import { decodeCall } from './decode/decodeCall'
import { formatUnits } from './format'
import type { ChainInfo, Row } from './rows'

export interface Call {
  to: string | null
  value: bigint
  /** Lower-case hex, '0x' when empty. */
  data: string
}

export function callRows(call: Call, chain: ChainInfo): { rows: Row[]; warnings: string[] } {
  const hasData = call.data !== '0x'
  const decoded = decodeCall(call.data, call.to)
  const warnings: string[] = []
  if (call.to === null) warnings.push('This deploys a new contract from the code below.')
  else if (hasData && !decoded) warnings.push('The wallet cannot tell what this contract call does: approve only if you trust this app and this contract.')
  if (decoded) warnings.push(...decoded.warnings)

  const rows: Row[] = [
    { label: 'To', value: call.to ?? 'New contract' },
    // Native currencies of EVM chains have 18 decimals.
    { label: 'Amount', value: `${formatUnits(call.value, 18)} ${chain.currency}` },
  ]
  if (decoded) rows.push(...decoded.rows)
  else if (call.to !== null && hasData) rows.push({ label: 'Selector', value: call.data.slice(0, 10) })
  if (hasData) rows.push({ label: 'Data', value: call.data, kind: 'code' })
  return { rows, warnings }
}
