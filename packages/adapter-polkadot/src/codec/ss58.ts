/**
 * SS58 addresses (https://docs.substrate.io/reference/address-formats/): base58 of prefix ‖ account id ‖ the first
 * two bytes of BLAKE2b-512("SS58PRE" ‖ prefix ‖ account id). Written here rather than taken from util-crypto because
 * `isAddress` and `normalize` are synchronous and must not pull that SDK into the first bundle. Decoding only: the
 * encoder (./ss58Encode) serves the connection and loads with it.
 */
import { blake2b512 } from './blake2b'

export const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const SS58PRE = new TextEncoder().encode('SS58PRE')
/** Account ids: 32 bytes (sr25519, ed25519, hashed ecdsa) or 33 (a compressed ecdsa key). */
export const ACCOUNT_ID_LENGTHS = [32, 33]

function base58Decode(text: string): Uint8Array | undefined {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** The two checksum bytes of prefix ‖ account id. */
export function ss58Checksum(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(SS58PRE.length + body.length)
  input.set(SS58PRE)
  input.set(body, SS58PRE.length)
  return blake2b512(input).subarray(0, 2)
}

export interface DecodedAddress {
  /** The network prefix (0 Polkadot, 2 Kusama, 42 generic …). */
  prefix: number
  accountId: Uint8Array
}

/** The prefix and account id of an SS58 account address; undefined when it is not one (or its checksum fails). */
export function decodeSs58(address: string): DecodedAddress | undefined {
  if (typeof address !== 'string' || address.length < 40 || address.length > 52) return undefined
  const data = base58Decode(address)
  if (!data || data.length < 3) return undefined
  const first = data[0] as number
  if (first >= 128) return undefined
  const prefixLength = first < 64 ? 1 : 2
  const second = data[1] as number
  const prefix = prefixLength === 1 ? first : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
  const accountId = data.subarray(prefixLength, data.length - 2)
  if (!ACCOUNT_ID_LENGTHS.includes(accountId.length)) return undefined
  const expected = ss58Checksum(data.subarray(0, data.length - 2))
  if (expected[0] !== data[data.length - 2] || expected[1] !== data[data.length - 1]) return undefined
  return { prefix, accountId: Uint8Array.from(accountId) }
}

export const toHex = (bytes: Uint8Array): `0x${string}` => `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
