// eth_signTypedData_v4's parameters, read once for both the approval screen and the server (review H2).
// ethers signs the single root type of `types` and only the fields it declares; this checks that the
// request's `primaryType` is that type, and hands back exactly what ethers signs (ethers' own payload), so
// the screen can show it and the server can sign it, field for field.
import { TypedDataEncoder } from 'ethers'
import { SignRequestError } from './signRequestError.mjs'
import { address, isObject, onlyKnownKeys, own, shown } from './values.mjs'

/** @typedef {{ name: string, type: string }} TypedDataField */
/** @typedef {{ name?: string, version?: string, chainId?: number | string, verifyingContract?: string, salt?: string }} TypedDataDomain */
/**
 * @typedef {{
 *   method: 'eth_signTypedData_v4',
 *   address: string,
 *   domain: TypedDataDomain,
 *   types: Record<string, TypedDataField[]>,
 *   primaryType: string,
 *   message: Record<string, unknown>,
 * }} TypedDataRequest `types` without EIP712Domain; `domain` and `message` as ethers normalises them
 * (addresses lower-case, integers as decimal strings, bytes as hex; only the typed fields)
 */

const TOP_LEVEL = new Set(['types', 'domain', 'primaryType', 'message'])
/** The EIP-712 domain fields, in the order EIP-712 (and ethers) encode them. */
const DOMAIN_FIELDS = /** @type {const} */ ([
  ['name', 'string'],
  ['version', 'string'],
  ['chainId', 'uint256'],
  ['verifyingContract', 'address'],
  ['salt', 'bytes32'],
])
const DOMAIN_KEYS = new Set(DOMAIN_FIELDS.map(([name]) => name))
// Solidity identifiers. `__proto__` is one too, but as an object key it would reach the prototype.
const NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const TYPE = /^[A-Za-z_$][A-Za-z0-9_$]*(\[\d*\])*$/
/** @param {string} name */
const isName = (name) => NAME.test(name) && name !== '__proto__'

/** ethers' one-line reason, without the argument dump. @param {unknown} error */
const reasonOf = (error) => {
  const e = /** @type {{ shortMessage?: unknown, message?: unknown }} */ (error)
  const text = String(e?.shortMessage ?? e?.message ?? error)
  return text.length > 200 ? `${text.slice(0, 199)}…` : text
}

/** @param {unknown} raw @returns {Record<string, TypedDataField[]>} a checked copy, EIP712Domain included */
function typesOf(raw) {
  if (!isObject(raw)) throw new SignRequestError('The typed data needs a types object')
  /** @type {Record<string, TypedDataField[]>} */
  const types = {}
  for (const [name, fields] of Object.entries(raw)) {
    if (!isName(name)) throw new SignRequestError(`The typed data has a type named ${shown(name)}, which is not a valid name`)
    if (!Array.isArray(fields)) throw new SignRequestError(`The typed data's type ${name} must be a list of fields`)
    types[name] = fields.map((field) => {
      if (!isObject(field) || typeof field.name !== 'string' || typeof field.type !== 'string') throw new SignRequestError(`The typed data's type ${name} has a field without a name and a type`)
      if (!isName(field.name)) throw new SignRequestError(`The typed data's type ${name} has a field named ${shown(field.name)}, which is not a valid name`)
      if (!TYPE.test(field.type)) throw new SignRequestError(`The typed data's field ${name}.${field.name} has an invalid type ${shown(field.type)}`)
      return { name: field.name, type: field.type }
    })
  }
  return types
}

/** @param {unknown} raw @returns {TypedDataDomain} the fields that are set (null is unset, as in ethers) */
function domainOf(raw) {
  if (!isObject(raw)) throw new SignRequestError('The typed data needs a domain object')
  onlyKnownKeys(raw, DOMAIN_KEYS, "The typed data's domain")
  /** @type {Record<string, unknown>} */
  const domain = {}
  for (const [name] of DOMAIN_FIELDS) if (own(raw, name) !== undefined) domain[name] = own(raw, name)
  return /** @type {TypedDataDomain} */ (domain)
}

/**
 * ethers signs the domain with the fields that are set, in EIP-712's order, whatever EIP712Domain says.
 * A declared EIP712Domain that differs describes a domain other than the one signed: refused.
 * @param {TypedDataField[] | undefined} declared @param {TypedDataDomain} domain
 */
function checkDeclaredDomain(declared, domain) {
  if (!declared) return
  const signed = DOMAIN_FIELDS.filter(([name]) => name in domain).map(([name, type]) => `${type} ${name}`)
  const said = declared.map((f) => `${f.type} ${f.name}`)
  if (said.join(',') !== signed.join(',')) {
    throw new SignRequestError(`The typed data declares EIP712Domain(${said.join(', ')}), but its domain holds (${signed.join(', ')}): the wallet would sign a different domain`)
  }
}

/** @param {unknown} params the request's parameters: `[address, typedData]`, typed data as JSON text or an object @returns {TypedDataRequest} */
export function normaliseTypedData(params) {
  if (!Array.isArray(params) || params.length !== 2) throw new SignRequestError('eth_signTypedData_v4 takes 2 parameters: the address and the typed data')
  const signer = address(params[0], 'The signing address')
  let data = params[1]
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      throw new SignRequestError('The typed data is not valid JSON')
    }
  }
  if (!isObject(data)) throw new SignRequestError('The typed data must be an object')
  onlyKnownKeys(data, TOP_LEVEL, 'The typed data')
  const { EIP712Domain: declaredDomain, ...types } = typesOf(own(data, 'types'))
  const declared = own(data, 'primaryType')
  if (typeof declared !== 'string') throw new SignRequestError('The typed data has no primaryType')

  let encoder
  try {
    encoder = TypedDataEncoder.from(types)
  } catch (error) {
    throw new SignRequestError(`The typed data's types are invalid: ${reasonOf(error)}`)
  }
  // The attack this stops: Permit types with primaryType "SignIn". The screen must name what is signed.
  if (encoder.primaryType !== declared) {
    throw new SignRequestError(`The typed data's primaryType is ${shown(declared)}, but its types make ${encoder.primaryType} the primary type (the one signed)`)
  }
  const domain = domainOf(own(data, 'domain'))
  checkDeclaredDomain(declaredDomain, domain)
  const message = own(data, 'message')
  if (!isObject(message)) throw new SignRequestError('The typed data needs a message object')

  let payload
  try {
    payload = TypedDataEncoder.getPayload(domain, types, message)
  } catch (error) {
    throw new SignRequestError(`The typed data is invalid: ${reasonOf(error)}`)
  }
  const { EIP712Domain: _signedDomain, ...signedTypes } = payload.types
  return { method: 'eth_signTypedData_v4', address: signer, domain: payload.domain, types: signedTypes, primaryType: payload.primaryType, message: payload.message }
}
