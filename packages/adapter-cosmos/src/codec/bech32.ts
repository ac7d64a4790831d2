/**
 * Cosmos account addresses, on core's bech32 decoder (small enough for the first bundle: `isAddress` needs it before
 * any SDK loads). They are bech32, never bech32m.
 */
import { bech32WordsToBytes, decodeBech32 as decodeParts } from '@latch/core'

/** The prefix (lower case) and data bytes of a bech32 string, or undefined when it is not one. */
export function decodeBech32(text: string): { prefix: string; data: Uint8Array } | undefined {
  const decoded = decodeParts(text)
  if (decoded?.variant !== 'bech32') return undefined
  const data = bech32WordsToBytes(decoded.words)
  return data ? { prefix: decoded.prefix, data } : undefined
}

/** Account addresses are 20 bytes (secp256k1 and eth keys); 32 for module and contract (cosmwasm) accounts. */
export function isBech32Account(text: string, prefix: string): boolean {
  const decoded = decodeBech32(text)
  return !!decoded && decoded.prefix === prefix && (decoded.data.length === 20 || decoded.data.length === 32)
}
