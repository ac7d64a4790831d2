// Checks for the wire values of a signing request. Each accepts exactly one spelling of a value, the one
// the server will sign, so the approval screen and the server can never read the same field differently.
import { getAddress } from 'ethers'
import { SignRequestError } from './signRequestError.mjs'

// JSON-RPC QUANTITY: hex only (a decimal string would be read as decimal by one reader and refused by
// another), at most 256 bits.
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A short, single-line rendering of a refused value for an error message. @param {unknown} value */
export const shown = (value) => {
  const text = typeof value === 'string' ? JSON.stringify(value) : typeof value === 'bigint' ? `${value}` : (JSON.stringify(value) ?? String(value))
  return text.length > 48 ? `${text.slice(0, 47)}…` : text
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The object's own value for `key`, with null read as absent (JSON-RPC callers send either). @param {Record<string, unknown>} object @param {string} key */
export const own = (object, key) => (Object.hasOwn(object, key) && object[key] !== null ? object[key] : undefined)

/** Refuses any own key of `object` not in `known` (an unknown key would be dropped or used unseen). @param {Record<string, unknown>} object @param {ReadonlySet<string>} known @param {string} what */
export function onlyKnownKeys(object, known, what) {
  const unknown = Object.keys(object).filter((key) => !known.has(key))
  if (unknown.length) throw new SignRequestError(`${what} has fields this wallet does not know: ${unknown.map((k) => shown(k)).join(', ')}`)
}

/** @param {unknown} value @param {string} field @returns {bigint} */
export function quantity(value, field) {
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw new SignRequestError(`${field} must be a hex quantity of at most 256 bits (0x…), not ${shown(value)}`)
  return BigInt(value)
}

/** A quantity that must fit a JavaScript number (nonce, chain id, type). @param {unknown} value @param {string} field */
export function smallQuantity(value, field) {
  const n = quantity(value, field)
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new SignRequestError(`${field} is too large: ${n}`)
  return Number(n)
}

/** Hex bytes, lower-cased. @param {unknown} value @param {string} field @returns {string} */
export function bytes(value, field) {
  if (typeof value !== 'string' || !BYTES.test(value)) throw new SignRequestError(`${field} must be hex bytes (0x followed by pairs of hex digits), not ${shown(value)}`)
  return value.toLowerCase()
}

/**
 * A 20-byte hex address in its checksummed form. Names are refused (the server would resolve them on
 * its own, unseen), and so is mixed case with a wrong checksum (a typo, or a lookalike).
 * @param {unknown} value @param {string} field @returns {string}
 */
export function address(value, field) {
  if (typeof value !== 'string' || !ADDRESS.test(value)) throw new SignRequestError(`${field} must be a 0x address of 40 hex digits, not ${shown(value)}`)
  try {
    return getAddress(value)
  } catch {
    throw new SignRequestError(`${field} has a wrong checksum: ${value}`)
  }
}
