// eth_sendTransaction's transaction, read once for both the approval screen and the server (review H1:
// the screen read `data`, the server signed `data ?? input`). Every field is either understood, shown and
// signed as read, or the request is refused.
import { SignRequestError } from './signRequestError.mjs'
import { address, bytes, isObject, onlyKnownKeys, own, quantity, smallQuantity } from './values.mjs'

/**
 * @typedef {{
 *   method: 'eth_sendTransaction',
 *   from?: string,
 *   to: string | null,
 *   value: bigint,
 *   data: string,
 *   gas?: bigint,
 *   gasPrice?: bigint,
 *   maxFeePerGas?: bigint,
 *   maxPriorityFeePerGas?: bigint,
 *   nonce?: number,
 *   type?: number,
 *   chainId: number,
 * }} TransactionRequest `to: null` deploys a contract; `data` is lower-case hex ('0x' when empty)
 */

const KNOWN = new Set(['from', 'to', 'value', 'data', 'input', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce', 'chainId', 'type', 'accessList'])
/** Legacy (0) and EIP-1559 (2). Others carry fields (blobs, authorisations) this wallet cannot show. */
const TYPES = new Set([0, 2])

/**
 * @param {unknown} params the request's parameters: `[transaction]`
 * @param {{ chainId: number }} context the chain the wallet signs on
 * @returns {TransactionRequest}
 */
export function normaliseTransaction(params, { chainId }) {
  if (!Array.isArray(params) || params.length !== 1) throw new SignRequestError('eth_sendTransaction takes one transaction')
  const [tx] = params
  if (!isObject(tx)) throw new SignRequestError('eth_sendTransaction needs a transaction object')
  onlyKnownKeys(tx, KNOWN, 'The transaction')
  /** @param {string} key */
  const field = (key) => own(tx, key)
  /** @param {string} key */
  const optional = (key) => (field(key) === undefined ? undefined : quantity(field(key), key))

  const data = field('data') === undefined ? undefined : bytes(field('data'), 'data')
  const input = field('input') === undefined ? undefined : bytes(field('input'), 'input')
  if (data !== undefined && input !== undefined && data !== input) {
    throw new SignRequestError('The transaction has both data and input, and they differ: the wallet will not guess which one to sign')
  }
  const to = field('to') === undefined ? null : address(field('to'), 'to')
  const calldata = data ?? input ?? '0x'
  if (to === null && calldata === '0x') throw new SignRequestError('A transaction without a receiver deploys a contract, and needs the contract code in data')

  const requestedChain = field('chainId') === undefined ? undefined : smallQuantity(field('chainId'), 'chainId')
  if (requestedChain !== undefined && requestedChain !== chainId) {
    throw new SignRequestError(`The transaction is for chain ${requestedChain}, but the wallet is on chain ${chainId}`)
  }
  const accessList = field('accessList')
  if (accessList !== undefined && !(Array.isArray(accessList) && accessList.length === 0)) throw new SignRequestError('Access lists are not supported by this wallet')

  const type = field('type') === undefined ? undefined : smallQuantity(field('type'), 'type')
  if (type !== undefined && !TYPES.has(type)) throw new SignRequestError(`Transaction type ${type} is not supported by this wallet (only 0 and 2)`)
  const gasPrice = optional('gasPrice')
  const maxFeePerGas = optional('maxFeePerGas')
  const maxPriorityFeePerGas = optional('maxPriorityFeePerGas')
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) {
    throw new SignRequestError('The transaction has both gasPrice and maxFeePerGas/maxPriorityFeePerGas: give one kind of fee')
  }
  if (type === 0 && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)) throw new SignRequestError('A type 0 transaction has a gasPrice, not maxFeePerGas')
  if (type === 2 && gasPrice !== undefined) throw new SignRequestError('A type 2 transaction has maxFeePerGas, not a gasPrice')

  /** @type {TransactionRequest} */
  const normalised = { method: 'eth_sendTransaction', to, value: optional('value') ?? 0n, data: calldata, chainId }
  if (field('from') !== undefined) normalised.from = address(field('from'), 'from')
  const gas = optional('gas')
  if (gas !== undefined) normalised.gas = gas
  if (gasPrice !== undefined) normalised.gasPrice = gasPrice
  if (maxFeePerGas !== undefined) normalised.maxFeePerGas = maxFeePerGas
  if (maxPriorityFeePerGas !== undefined) normalised.maxPriorityFeePerGas = maxPriorityFeePerGas
  if (field('nonce') !== undefined) normalised.nonce = smallQuantity(field('nonce'), 'nonce')
  if (type !== undefined) normalised.type = type
  return normalised
}
