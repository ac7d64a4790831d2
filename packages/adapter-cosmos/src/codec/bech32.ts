/**
 * A bech32 (BIP-173) decoder small enough for the first bundle: `isAddress` needs it before any SDK loads. Cosmos
 * account addresses are bech32 (never bech32m), all one case, at most 90 characters.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const LIMIT = 90

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const v of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ v
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] as number
  }
  return chk
}

function expandPrefix(prefix: string): number[] {
  const out: number[] = []
  for (let i = 0; i < prefix.length; i++) out.push(prefix.charCodeAt(i) >> 5)
  out.push(0)
  for (let i = 0; i < prefix.length; i++) out.push(prefix.charCodeAt(i) & 31)
  return out
}

/** 5-bit groups to bytes; undefined when the padding is not zero (the encoding was not of whole bytes). */
function toBytes(words: readonly number[]): Uint8Array | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  for (const w of words) {
    acc = ((acc << 5) | w) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
  }
  if (bits >= 5 || acc & ((1 << bits) - 1)) return undefined
  return Uint8Array.from(out)
}

/** The prefix (lower case) and data bytes of a bech32 string, or undefined when it is not one. */
export function decodeBech32(text: string): { prefix: string; data: Uint8Array } | undefined {
  if (typeof text !== 'string' || text.length < 8 || text.length > LIMIT) return undefined
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return undefined
  const lower = text.toLowerCase()
  const sep = lower.lastIndexOf('1')
  if (sep < 1 || lower.length - sep - 1 < 6) return undefined
  const prefix = lower.slice(0, sep)
  for (let i = 0; i < prefix.length; i++) {
    const c = prefix.charCodeAt(i)
    if (c < 33 || c > 126) return undefined
  }
  const words: number[] = []
  for (const ch of lower.slice(sep + 1)) {
    const v = CHARSET.indexOf(ch)
    if (v < 0) return undefined
    words.push(v)
  }
  if (polymod([...expandPrefix(prefix), ...words]) !== 1) return undefined
  const data = toBytes(words.slice(0, -6))
  return data ? { prefix, data } : undefined
}

/** Account addresses are 20 bytes (secp256k1 and eth keys); 32 for module and contract (cosmwasm) accounts. */
export function isBech32Account(text: string, prefix: string): boolean {
  const decoded = decodeBech32(text)
  return !!decoded && decoded.prefix === prefix && (decoded.data.length === 20 || decoded.data.length === 32)
}
