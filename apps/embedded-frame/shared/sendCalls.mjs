// wallet_sendCalls (EIP-5792 v2), read once for both the approval screen and the server: the calls shown are
// the calls sent, in order, as one atomic user operation. Capabilities the wallet does not know are refused
// unless the app marked them optional (EIP-5792: a wallet must not silently drop a required one).
import { SignRequestError } from './signRequestError.mjs'
import { address, bytes, isObject, onlyKnownKeys, own, quantity, shown, smallQuantity } from './values.mjs'

/**
 * @typedef {{ to: string, value: bigint, data: string }} Call `data` is lower-case hex ('0x' when empty)
 * @typedef {{ url: string, context?: Record<string, unknown> }} PaymasterService an ERC-7677 paymaster web service
 * @typedef {{
 *   method: 'wallet_sendCalls',
 *   chainId: number,
 *   from?: string,
 *   atomicRequired: boolean,
 *   calls: Call[],
 *   paymasterService?: PaymasterService,
 * }} SendCallsRequest
 */

/** More would not fit one operation's gas, nor one approval screen. */
export const MAX_CALLS = 32
const KNOWN = new Set(['version', 'id', 'chainId', 'from', 'atomicRequired', 'calls', 'capabilities'])
const CALL_KNOWN = new Set(['to', 'value', 'data', 'capabilities'])
const PAYMASTER_KNOWN = new Set(['url', 'context', 'optional'])

/**
 * Refuses a capability the wallet cannot honour unless it is marked optional. @param {unknown} capabilities
 * @param {string} where @param {ReadonlySet<string>} supported
 */
function checkCapabilities(capabilities, where, supported) {
  if (capabilities === undefined) return
  if (!isObject(capabilities)) throw new SignRequestError(`${where} capabilities must be an object`)
  for (const [name, value] of Object.entries(capabilities)) {
    if (supported.has(name)) continue
    if (isObject(value) && value.optional === true) continue
    throw new SignRequestError(`${where} asks for a capability this wallet does not support: ${shown(name)} (EIP-5792 5700)`)
  }
}

/** @param {unknown} value @returns {PaymasterService | undefined} */
function paymasterService(value) {
  if (value === undefined || value === null) return undefined
  if (!isObject(value)) throw new SignRequestError('paymasterService must be an object with a url')
  onlyKnownKeys(value, PAYMASTER_KNOWN, 'paymasterService')
  const url = own(value, 'url')
  if (typeof url !== 'string' || url.length > 2048) throw new SignRequestError(`paymasterService.url must be a URL, not ${shown(url)}`)
  try {
    new URL(url)
  } catch {
    throw new SignRequestError(`paymasterService.url must be a URL, not ${shown(url)}`)
  }
  const context = own(value, 'context')
  if (context !== undefined && !isObject(context)) throw new SignRequestError('paymasterService.context must be an object')
  return context === undefined ? { url } : { url, context }
}

/**
 * @param {unknown} params `[{ version, chainId, from?, atomicRequired, calls, capabilities? }]`
 * @param {{ chainId: number }} context the chain the wallet sends on
 * @returns {SendCallsRequest}
 */
export function normaliseSendCalls(params, { chainId }) {
  if (!Array.isArray(params) || params.length !== 1) throw new SignRequestError('wallet_sendCalls takes one batch of calls')
  const [batch] = params
  if (!isObject(batch)) throw new SignRequestError('wallet_sendCalls needs a batch object')
  onlyKnownKeys(batch, KNOWN, 'The batch')
  const version = own(batch, 'version')
  if (typeof version !== 'string' || !/^2\.\d+\.\d+$/.test(version)) throw new SignRequestError(`wallet_sendCalls version ${shown(version)} is not supported (this wallet speaks 2.0.0)`)
  // An app-chosen id would let it name (and probe) batches; this wallet's ids are the userOpHashes.
  if (own(batch, 'id') !== undefined) throw new SignRequestError('This wallet chooses the batch id itself: leave id out')
  const requestedChain = smallQuantity(own(batch, 'chainId'), 'chainId')
  if (requestedChain !== chainId) throw new SignRequestError(`The calls are for chain ${requestedChain}, but the wallet is on chain ${chainId}`)
  const atomicRequired = own(batch, 'atomicRequired')
  if (typeof atomicRequired !== 'boolean') throw new SignRequestError('atomicRequired must be true or false')

  const calls = own(batch, 'calls')
  if (!Array.isArray(calls) || calls.length === 0) throw new SignRequestError('wallet_sendCalls needs at least one call')
  if (calls.length > MAX_CALLS) throw new SignRequestError(`wallet_sendCalls takes at most ${MAX_CALLS} calls, not ${calls.length}`)
  const read = calls.map((call, i) => {
    const where = `Call ${i + 1}`
    if (!isObject(call)) throw new SignRequestError(`${where} must be an object`)
    onlyKnownKeys(call, CALL_KNOWN, where)
    checkCapabilities(own(call, 'capabilities'), where, new Set())
    return {
      // A call without a receiver would deploy a contract; the smart account's execute cannot.
      to: address(own(call, 'to'), `${where}: to`),
      value: own(call, 'value') === undefined ? 0n : quantity(own(call, 'value'), `${where}: value`),
      data: own(call, 'data') === undefined ? '0x' : bytes(own(call, 'data'), `${where}: data`),
    }
  })

  const capabilities = own(batch, 'capabilities')
  checkCapabilities(capabilities, 'The batch', new Set(['paymasterService']))
  /** @type {SendCallsRequest} */
  const normalised = { method: 'wallet_sendCalls', chainId, atomicRequired, calls: read }
  if (own(batch, 'from') !== undefined) normalised.from = address(own(batch, 'from'), 'from')
  const paymaster = isObject(capabilities) ? paymasterService(own(capabilities, 'paymasterService')) : undefined
  if (paymaster) normalised.paymasterService = paymaster
  return normalised
}
