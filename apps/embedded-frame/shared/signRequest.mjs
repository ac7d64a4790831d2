// The one reading of a signing request, shared by the frame's approval screen (which shows it) and the
// frame server (which signs it): whatever is shown is what is signed, and a request either can read in
// two ways is refused by both. Plain .mjs with JSDoc: the server runs it as is, esbuild bundles it.
import { normalisePersonalSign } from './personalSign.mjs'
import { normaliseSendCalls } from './sendCalls.mjs'
import { SignRequestError } from './signRequestError.mjs'
import { normaliseTransaction } from './transaction.mjs'
import { normaliseTypedData } from './typedData.mjs'

export { SignRequestError } from './signRequestError.mjs'

/** @typedef {import('./personalSign.mjs').PersonalSignRequest} PersonalSignRequest */
/** @typedef {import('./typedData.mjs').TypedDataRequest} TypedDataRequest */
/** @typedef {import('./transaction.mjs').TransactionRequest} TransactionRequest */
/** @typedef {import('./sendCalls.mjs').SendCallsRequest} SendCallsRequest */
/** @typedef {PersonalSignRequest | TypedDataRequest | TransactionRequest | SendCallsRequest} SignRequest */
/** @typedef {(typeof SIGNING_METHODS)[number]} SigningMethod */
/** @typedef {SignRequest['method']} NormalisedMethod every method normaliseSignRequest reads */

/** The methods the approval screen decodes so far. normaliseSignRequest also reads wallet_sendCalls (a smart account's batch). */
export const SIGNING_METHODS = /** @type {const} */ (['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

/** @param {string} method @returns {method is SigningMethod} */
export const isSigningMethod = (method) => /** @type {readonly string[]} */ (SIGNING_METHODS).includes(method)

/**
 * Reads a signing request's parameters, or throws a SignRequestError (code -32602, status 400) saying why not.
 * @template {NormalisedMethod} M
 * @param {M} method
 * @param {unknown} params
 * @param {{ chainId: number }} context the chain the wallet signs on
 * @returns {Extract<SignRequest, { method: M }>}
 */
export function normaliseSignRequest(method, params, context) {
  /** @type {SignRequest} */
  let request
  if (method === 'personal_sign') request = normalisePersonalSign(params)
  else if (method === 'eth_signTypedData_v4') request = normaliseTypedData(params)
  else if (method === 'eth_sendTransaction') request = normaliseTransaction(params, context)
  else if (method === 'wallet_sendCalls') request = normaliseSendCalls(params, context)
  else throw new SignRequestError(`${method} is not a method this wallet signs`)
  return /** @type {Extract<SignRequest, { method: M }>} */ (request)
}
