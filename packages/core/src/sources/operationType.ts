/**
 * What a transaction did, seen from the account (spec §3 "Transaction" metadata.operationType), from what moved:
 * only out is a send, only in a receive, both a trade, nothing moved a contract or program call.
 */
import type { AdapterTransfer } from '../adapters/reads'
import type { OperationType } from '../types/state'

export function operationTypeOf(transfers: readonly Pick<AdapterTransfer, 'direction'>[]): OperationType {
  const out = transfers.some((t) => t.direction === 'out')
  const into = transfers.some((t) => t.direction === 'in')
  return out && into ? 'trade' : out ? 'send' : into ? 'receive' : 'execute'
}
