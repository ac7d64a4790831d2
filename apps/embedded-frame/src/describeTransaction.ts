/**
 * eth_sendTransaction on the approval screen: receiver, value, the decoded call (or the raw calldata), gas,
 * chain. From a smart account it is one user operation: the screen names the account, says when the
 * operation also creates it, and who pays the fee.
 */
import type { TransactionRequest } from '../shared/signRequest.mjs'
import { callRows } from './callRows'
import { formatUnits } from './format'
import { type ActiveAccount, type ChainInfo, type Described, networkRow, type Row, warningRow } from './rows'
import { feeRow, smartAccountRows } from './smartAccountRows'

const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

export function describeTransaction(tx: TransactionRequest, chain: ChainInfo, account?: ActiveAccount): Described {
  const smart = account?.type === 'smartAccount' ? account : undefined
  const call = callRows(tx, chain)
  const rows: Row[] = [...call.warnings.map(warningRow), ...(smart ? smartAccountRows(smart) : []), ...call.rows]
  if (smart) {
    // The server sets a user operation's gas and fees itself: the request's are not what is sent.
    const gasFields = [tx.gas, tx.gasPrice, tx.maxFeePerGas, tx.maxPriorityFeePerGas].some((v) => v !== undefined)
    if (gasFields) rows.push({ label: 'Gas and fees', value: "Set by the wallet for this operation (the request's gas values are not used)" })
    rows.push(feeRow(chain), networkRow(chain))
    return { title: 'Send transaction', rows }
  }
  if (tx.gas !== undefined) rows.push({ label: 'Gas limit', value: `${tx.gas}` })
  if (tx.gasPrice !== undefined) rows.push({ label: 'Gas price', value: gwei(tx.gasPrice) })
  if (tx.maxFeePerGas !== undefined) rows.push({ label: 'Max fee per gas', value: gwei(tx.maxFeePerGas) })
  if (tx.maxPriorityFeePerGas !== undefined) rows.push({ label: 'Max priority fee per gas', value: gwei(tx.maxPriorityFeePerGas) })
  if (tx.nonce !== undefined) rows.push({ label: 'Nonce', value: `${tx.nonce}` })
  rows.push(networkRow(chain))
  return { title: 'Send transaction', rows }
}
