import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random opaque token (session, device approval, OAuth state): 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens and codes are stored only as hashes: a leaked database gives no working session or code. */
export const hashOf = (/** @type {string} */ value) => createHash('sha256').update(value, 'utf8').digest('hex')

/** A six-digit one-time code (uniform, leading zeros kept). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * @param {string} value
 * @param {string} hash
 */
export function matchesHash(value, hash) {
  const a = Buffer.from(hashOf(value), 'hex')
  const b = Buffer.from(hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
