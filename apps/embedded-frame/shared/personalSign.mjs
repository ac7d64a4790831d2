// personal_sign's parameters: the message and the signing address. The result carries the exact bytes
// that are signed, as hex, so the screen shows those bytes and the server signs them, never a re-reading.
import { SignRequestError } from './signRequestError.mjs'
import { address } from './values.mjs'

/** @typedef {{ method: 'personal_sign', address: string, message: string }} PersonalSignRequest `message`: the signed bytes as lower-case hex */

const HEX = /^0x[0-9a-fA-F]*$/

/** @param {unknown} params @returns {PersonalSignRequest} */
export function normalisePersonalSign(params) {
  if (!Array.isArray(params) || params.length !== 2) throw new SignRequestError('personal_sign takes 2 parameters: the message and the address')
  const [message, signer] = params
  if (typeof message !== 'string') throw new SignRequestError('personal_sign needs the message as a string (text, or 0x hex bytes)')
  const checked = address(signer, 'The signing address')
  // Hex is read as bytes (as every wallet does); hex of odd length is neither bytes nor meant as text.
  if (HEX.test(message)) {
    if (message.length % 2) throw new SignRequestError('The message looks like hex but has an odd number of digits')
    return { method: 'personal_sign', address: checked, message: message.toLowerCase() }
  }
  const utf8 = new TextEncoder().encode(message)
  return { method: 'personal_sign', address: checked, message: `0x${Array.from(utf8, (b) => b.toString(16).padStart(2, '0')).join('')}` }
}
