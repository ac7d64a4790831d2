/** Base58check decoding (legacy P2PKH and P2SH addresses), synchronous and SDK-free like ./bech32. */
import { sha256 } from './sha256'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function decodeBase58(text: string): Uint8Array | undefined {
  let value = 0n
  for (const c of text) {
    const digit = ALPHABET.indexOf(c)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  // Each leading '1' is a leading zero byte.
  const zeros = text.length - text.replace(/^1+/, '').length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/** The payload (version byte and data) of a base58check string; undefined when the text or its checksum is wrong. */
export function decodeBase58check(text: string): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0 || text.length > 64) return undefined
  const bytes = decodeBase58(text)
  if (!bytes || bytes.length < 5) return undefined
  const payload = bytes.subarray(0, -4)
  const check = sha256(sha256(payload))
  return bytes.subarray(-4).every((b, i) => b === check[i]) ? payload : undefined
}
