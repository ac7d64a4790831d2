/**
 * Bech32 and bech32m strings (BIP-173, BIP-350), decoded synchronously and without an SDK, so an adapter's `isAddress`
 * can run in the dapp's first bundle. The checksum constant tells the two apart; which one an address must carry is
 * its family's rule (Bitcoin: bech32 for witness v0 only; Cosmos: always bech32), so the adapters decide.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
const CHECKSUMS = { 1: 'bech32', 0x2bc830a3: 'bech32m' } as const
/** BIP-173's limit for the whole string. */
const MAX_LENGTH = 90
const CHECKSUM_WORDS = 6

export interface Bech32String {
  /** The human-readable part, lower case. */
  prefix: string
  /** The data part's 5-bit words, checksum removed. */
  words: number[]
  variant: 'bech32' | 'bech32m'
}

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const value of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] as number
  }
  return chk >>> 0
}

function expandPrefix(prefix: string): number[] {
  const codes = [...prefix].map((c) => c.charCodeAt(0))
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)]
}

/** The parts of a bech32 or bech32m string, or undefined unless it is one: one case, a valid prefix, checksum and all. */
export function decodeBech32(text: string): Bech32String | undefined {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return undefined
  const lower = text.toLowerCase()
  if (text !== lower && text !== text.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator - 1 < CHECKSUM_WORDS) return undefined
  const prefix = lower.slice(0, separator)
  if ([...prefix].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return undefined
  const data: number[] = []
  for (const c of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(c)
    if (value < 0) return undefined
    data.push(value)
  }
  const variant = CHECKSUMS[polymod([...expandPrefix(prefix), ...data]) as keyof typeof CHECKSUMS]
  return variant ? { prefix, words: data.slice(0, -CHECKSUM_WORDS), variant } : undefined
}

/** 5-bit words to bytes; undefined when the padding is 5 bits or more, or not zeros (the words were not whole bytes). */
export function bech32WordsToBytes(words: readonly number[]): Uint8Array | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  for (const word of words) {
    acc = ((acc << 5) | word) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
  }
  if (bits >= 5 || acc & ((1 << bits) - 1)) return undefined
  return Uint8Array.from(out)
}
