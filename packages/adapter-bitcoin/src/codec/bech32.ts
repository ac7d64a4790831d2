/**
 * Segwit addresses (BIP-173 bech32 for witness v0, BIP-350 bech32m for v1 and later), on core's bech32 decoder:
 * synchronous and SDK-free, so `isAddress` runs in the dapp's first bundle.
 */
import { bech32WordsToBytes, decodeBech32 } from '@latch/core'

export interface SegwitAddress {
  hrp: string
  version: number
  program: Uint8Array
}

/** Decodes a segwit address of any human-readable part; undefined unless it is one, checksum and all. */
export function decodeSegwit(address: string): SegwitAddress | undefined {
  const decoded = decodeBech32(address)
  const version = decoded?.words[0]
  if (!decoded || version === undefined || version > 16) return undefined
  // v0 uses bech32, every later version bech32m: the other constant is a wrong address, not a variant.
  if (decoded.variant !== (version === 0 ? 'bech32' : 'bech32m')) return undefined
  const program = bech32WordsToBytes(decoded.words.slice(1))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { hrp: decoded.prefix, version, program }
}
