/**
 * Segwit address decoding (BIP-173 bech32 for witness v0, BIP-350 bech32m for v1 and later), synchronous and
 * SDK-free, so `isAddress` runs in the dapp's first bundle.
 */
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BECH32 = 1
const BECH32M = 0x2bc830a3
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]

function polymod(values: readonly number[]): number {
  let chk = 1
  for (const value of values) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i] as number
  }
  return chk >>> 0
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((c) => c.charCodeAt(0))
  return [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31)]
}

/** 5-bit groups to bytes; undefined when the padding is not zeros of less than 5 bits (BIP-173). */
function fromWords(words: readonly number[]): Uint8Array | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  for (const word of words) {
    acc = (acc << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      out.push((acc >> bits) & 0xff)
    }
  }
  if (bits >= 5 || ((acc << (8 - bits)) & 0xff) !== 0) return undefined
  return Uint8Array.from(out)
}

export interface SegwitAddress {
  hrp: string
  version: number
  program: Uint8Array
}

/** Decodes a segwit address of any human-readable part; undefined unless it is one, checksum and all. */
export function decodeSegwit(address: string): SegwitAddress | undefined {
  if (typeof address !== 'string' || address.length > 90) return undefined
  const lower = address.toLowerCase()
  if (address !== lower && address !== address.toUpperCase()) return undefined
  const separator = lower.lastIndexOf('1')
  if (separator < 1 || lower.length - separator - 1 < 7) return undefined
  const hrp = lower.slice(0, separator)
  if ([...hrp].some((c) => c.charCodeAt(0) < 33 || c.charCodeAt(0) > 126)) return undefined
  const data: number[] = []
  for (const c of lower.slice(separator + 1)) {
    const value = CHARSET.indexOf(c)
    if (value < 0) return undefined
    data.push(value)
  }
  const checksum = polymod([...expandHrp(hrp), ...data])
  const version = data[0] as number
  if (version > 16) return undefined
  // v0 uses bech32, every later version bech32m: the other constant is a wrong address, not a variant.
  if (checksum !== (version === 0 ? BECH32 : BECH32M)) return undefined
  const program = fromWords(data.slice(1, -6))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { hrp, version, program }
}
