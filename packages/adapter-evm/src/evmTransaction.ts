import { InvalidInputError } from '@latch/core/errors'
import { requireEvmAddress } from './addressRule'
import type { TxParameters } from './wire'

export { toRpcTransaction } from './wire'

const HEX = /^0x([0-9a-f]{2})*$/i

/** A dapp's `sendTransaction` payload, checked before the wallet sees it: `{ to, value?, data?, gas? }`. */
export function toTxParameters(address: string, transaction: unknown): TxParameters {
  if (typeof transaction !== 'object' || transaction === null) throw new InvalidInputError({ field: 'transaction', message: 'must be { to, value?, data? }' })
  const { to, value, data, gas } = transaction as Record<string, unknown>
  if (typeof to !== 'string') throw new InvalidInputError({ field: 'transaction.to', message: 'must be an address' })
  requireEvmAddress(to)
  if (value !== undefined && (typeof value !== 'bigint' || value < 0n)) throw new InvalidInputError({ field: 'transaction.value', message: 'must be a non-negative bigint' })
  if (gas !== undefined && (typeof gas !== 'bigint' || gas <= 0n)) throw new InvalidInputError({ field: 'transaction.gas', message: 'must be a positive bigint' })
  if (data !== undefined && (typeof data !== 'string' || !HEX.test(data))) throw new InvalidInputError({ field: 'transaction.data', message: 'must be hex bytes with a 0x prefix' })
  return { address, to, ...(value !== undefined ? { value } : {}), ...(data !== undefined ? { data } : {}), ...(gas !== undefined ? { gas } : {}) }
}
