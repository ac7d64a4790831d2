/** SS58 encoding (see ./ss58): an account under a network's prefix. Only connected accounts need it, so it loads lazily. */
import { ACCOUNT_ID_LENGTHS, ALPHABET, decodeSs58, ss58Checksum } from './ss58'

function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

/** The SS58 address of `accountId` under `prefix` (0 to 16383). */
export function encodeSs58(accountId: Uint8Array, prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383) throw new RangeError(`SS58 prefix out of range: ${prefix}`)
  if (!ACCOUNT_ID_LENGTHS.includes(accountId.length)) throw new RangeError(`An account id is 32 or 33 bytes, not ${accountId.length}`)
  const head = prefix < 64 ? [prefix] : [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)]
  const body = new Uint8Array(head.length + accountId.length)
  body.set(head)
  body.set(accountId, head.length)
  const sum = ss58Checksum(body)
  const full = new Uint8Array(body.length + 2)
  full.set(body)
  full.set(sum, body.length)
  return base58Encode(full)
}

/** The same account under another prefix; undefined when `address` is not an SS58 account address. */
export function reencodeSs58(address: string, prefix: number): string | undefined {
  const decoded = decodeSs58(address)
  return decoded && encodeSs58(decoded.accountId, prefix)
}
