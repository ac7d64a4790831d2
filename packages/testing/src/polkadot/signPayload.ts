/**
 * Extrinsic payload signing as polkadot{.js} does it without the chain's metadata: a fresh registry told the
 * payload's signed extensions, `ExtrinsicPayload` built from the JSON, signed by the pair (blake2 of the bytes when
 * they pass 256). The types of those extensions come from @polkadot/types' own table, so an extension it does not
 * know is treated as carrying no data, as in the real extension.
 */
import type { KeyringPair } from '@polkadot/keyring/types'
// The registry brings @polkadot/types' whole table of type definitions (~320 KB of the browser bundle) whatever
// path it is imported from: it resolves type names against it.
import { TypeRegistry } from '@polkadot/types'
import { TestExtensionError } from './errors'

/**
 * `SignerPayloadJSON` of @polkadot/types, restated so the kit's types need no @polkadot/api; hex fields as strings
 * (@polkadot/api sends `assetId` and `metadataHash` as null when there are none).
 */
export type TestSignerPayloadJSON = {
  address: string
  /** The call (pallet, method and arguments), SCALE-encoded, in hex. */
  method: string
  blockHash: string
  blockNumber: string
  era: string
  genesisHash: string
  nonce: string
  specVersion: string
  tip: string
  transactionVersion: string
  signedExtensions: string[]
  version: number
  assetId?: string | null
  metadataHash?: string | null
  mode?: number
  withSignedTransaction?: boolean
}

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/
const REQUIRED_HEX = ['method', 'blockHash', 'blockNumber', 'era', 'genesisHash', 'nonce', 'specVersion', 'tip', 'transactionVersion'] as const

/** A payload checked and decoded, ready to show the user and to sign. */
export type DecodedSignerPayload = {
  /** What the request log keeps: a JSON copy of the payload as the dapp sent it (with any fields not named above). */
  json: TestSignerPayloadJSON
  sign(pair: KeyringPair): `0x${string}`
}

/** Checks the payload's shape and decodes it; TestExtensionError says what is wrong. */
export function decodeSignerPayload(payload: unknown): DecodedSignerPayload {
  if (!payload || typeof payload !== 'object') throw new TestExtensionError('signPayload needs a SignerPayloadJSON object')
  const p = payload as Record<string, unknown>
  if (typeof p.address !== 'string' || !p.address) throw new TestExtensionError('signPayload: the payload has no address')
  for (const key of REQUIRED_HEX) {
    if (typeof p[key] !== 'string' || !HEX.test(p[key] as string)) throw new TestExtensionError(`signPayload: payload.${key} must be a hex string, got ${JSON.stringify(p[key])}`)
  }
  if (!Array.isArray(p.signedExtensions) || !p.signedExtensions.every((e) => typeof e === 'string')) throw new TestExtensionError('signPayload: payload.signedExtensions must be a list of names')
  // @polkadot/types signs v4 payloads only: its v5 payload throws on sign.
  if (p.version !== 4) throw new TestExtensionError(`signPayload: extrinsic version ${JSON.stringify(p.version)} is not supported (only 4)`)
  let json: TestSignerPayloadJSON
  try {
    json = JSON.parse(JSON.stringify(payload)) as TestSignerPayloadJSON
  } catch (e) {
    throw new TestExtensionError(`signPayload: the payload is not JSON (${(e as Error).message})`)
  }
  const registry = new TypeRegistry()
  // Unknown extensions are no-effect here as in polkadot{.js}; its warning would only repeat that on every request.
  registry.setSignedExtensions(json.signedExtensions, undefined, true)
  let extrinsicPayload: ReturnType<typeof createPayload>
  try {
    extrinsicPayload = createPayload(registry, json)
    // Encoded once now (the bytes `sign` covers), so a payload that cannot be encoded fails before any prompt.
    extrinsicPayload.toU8a({ method: true })
  } catch (e) {
    throw new TestExtensionError(`signPayload could not decode the payload: ${(e as Error).message}`)
  }
  return { json, sign: (pair) => extrinsicPayload.sign(pair).signature }
}

const createPayload = (registry: TypeRegistry, json: TestSignerPayloadJSON) =>
  registry.createType('ExtrinsicPayload', json as unknown as Record<string, unknown>, { version: json.version })
