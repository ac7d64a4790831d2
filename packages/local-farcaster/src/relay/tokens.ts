/** Channel tokens and nonces shaped like relay.farcaster.xyz's. */
import { randomBytes } from 'node:crypto'

// The relay's alphabet: no 0/1/I/O, so a token read aloud or typed is unambiguous.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** 8 characters, like production's tokens (32 is a power of two, so `byte % 32` is uniform). */
export function generateChannelToken(length = 8): string {
  return Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join('')
}

/** 96 hex characters, the shape of viem's generateSiweNonce, which the relay uses when the app sends no nonce. */
export const generateNonce = (): string => randomBytes(48).toString('hex')
