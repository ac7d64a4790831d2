/**
 * Spec §5: a Solana address is 32 to 44 base58 characters. Length alone lets through strings that are not keys
 * (44 characters can decode to 33 bytes), so the address must also decode to exactly 32 bytes. A tiny decoder
 * instead of bs58 keeps this check in the eager bundle for free.
 */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const SHAPE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The number of bytes `text` decodes to in base58, or -1 when it is not base58. */
export function base58ByteLength(text: string): number {
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) return -1
    value = value * 58n + BigInt(digit)
  }
  let leadingZeros = 0
  while (text[leadingZeros] === '1') leadingZeros++
  const body = value === 0n ? 0 : Math.ceil(value.toString(16).length / 2)
  return leadingZeros + body
}

/** Whether `address` is a Solana account address (an ed25519 public key or a program-derived address). */
export function isSolanaAddress(address: string): boolean {
  return typeof address === 'string' && SHAPE.test(address) && base58ByteLength(address) === 32
}
