import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A random opaque token (session, device approval, OAuth state): 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored only as hashes: a leaked database gives no working session or link. */
export const hashOf = (/** @type {string} */ value) => createHash('sha256').update(value, 'utf8').digest('hex')

/** A six-digit one-time code (uniform, leading zeros kept). */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * A key for one purpose, derived from the master key with HKDF-SHA256 and named by `label`: the master key
 * itself is used only to seal user keys and is never stored or used anywhere else.
 * @param {Buffer} masterKey
 * @param {string} label e.g. 'latch-frame/one-time-codes/v1'
 */
export const deriveKey = (masterKey, label) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), label, 32))

/** The label of the key that one-time codes are stored under. */
export const CODE_KEY_LABEL = 'latch-frame/one-time-codes/v1'

/**
 * How a one-time code is stored: HMAC-SHA256 under a server key. A plain hash of six digits is reversed by
 * trying all million of them; without the key a leaked row tells nothing.
 * @param {Buffer} key
 * @param {string} code
 */
export const codeHashOf = (key, code) => createHmac('sha256', key).update(code, 'utf8').digest('hex')

/**
 * Constant-time comparison of two hex digests.
 * @param {string} a
 * @param {string} b
 */
export function sameHex(a, b) {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}
