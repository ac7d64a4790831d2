// Key custody: each user's private key is kept only encrypted (AES-256-GCM under the server's master key,
// bound to the user's id as additional data, so a ciphertext moved to another user does not decrypt). The
// key is decrypted for one signature and never leaves this process: not to the frame, never to the host page.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/** @param {Buffer} masterKey */
function checkKey(masterKey) {
  if (!Buffer.isBuffer(masterKey) || masterKey.length !== 32) throw new TypeError('The master key must be 32 bytes (AES-256)')
}

/**
 * @param {Buffer} masterKey
 * @param {string} userId
 * @param {string} secret the private key (hex)
 * @returns {{ iv: string, ciphertext: string }} base64 parts; the ciphertext ends with the 16-byte tag
 */
export function sealKey(masterKey, userId, secret) {
  checkKey(masterKey)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv)
  cipher.setAAD(Buffer.from(userId, 'utf8'))
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { iv: iv.toString('base64'), ciphertext: body.toString('base64') }
}

/**
 * @param {Buffer} masterKey
 * @param {string} userId
 * @param {{ iv: string, ciphertext: string }} sealed
 * @returns {string}
 */
export function openKey(masterKey, userId, sealed) {
  checkKey(masterKey)
  const body = Buffer.from(sealed.ciphertext, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(sealed.iv, 'base64'))
  decipher.setAAD(Buffer.from(userId, 'utf8'))
  decipher.setAuthTag(body.subarray(body.length - 16))
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8')
}
