/**
 * The text a wallet signs (EIP-191 personal_sign) to register a name. Every line is readable, so the user sees what
 * they agree to; the parser accepts exactly what `registrationMessage` writes and nothing else, so one registration
 * has one text, and a signature over any other text (another app's sign-in message, a reordered copy) is refused.
 */
import { getAddress, isAddress } from 'ethers'
import { isParentName, labelProblem } from './label'
import { NameError } from './nameError'

export interface Registration {
  /** The label, `alice`; the message shows the full name `alice.latch.id`. */
  name: string
  address: string
  /** The parent name the service serves, `latch.id`. */
  parent: string
  expiry: Date
  /** 0x and 16 to 64 lower-case hex digits, fresh for each registration. */
  nonce: string
}

const TITLE = 'Register an account name'
const NONCE = /^0x[0-9a-f]{16,64}$/

export function registrationMessage({ name, address, parent, expiry, nonce }: Registration): string {
  const label = name.toLowerCase()
  const problem = labelProblem(label)
  if (problem) throw new NameError('INVALID_NAME', problem)
  if (!isParentName(parent)) throw new NameError('WRONG_PARENT', `"${parent}" is not a parent name.`)
  if (!isAddress(address)) throw new NameError('INVALID_MESSAGE', `"${address}" is not an address.`)
  if (!NONCE.test(nonce)) throw new NameError('INVALID_MESSAGE', 'The nonce is 0x and 16 to 64 lower-case hex digits.')
  if (Number.isNaN(expiry.getTime())) throw new NameError('INVALID_MESSAGE', 'The expiry is not a time.')
  return [TITLE, `Name: ${label}.${parent}`, `Address: ${getAddress(address)}`, `Parent: ${parent}`, `Expires: ${expiry.toISOString()}`, `Nonce: ${nonce}`].join('\n')
}

const SHAPE = /^Register an account name\nName: ([^\n]+)\nAddress: (0x[0-9a-fA-F]{40})\nParent: ([^\n]+)\nExpires: ([^\n]+)\nNonce: ([^\n]+)$/

/** The registration `text` states; anything but the exact text `registrationMessage` writes is INVALID_MESSAGE. */
export function parseRegistrationMessage(text: string): Registration {
  const match = SHAPE.exec(text)
  if (!match) throw new NameError('INVALID_MESSAGE', 'This is not a name registration message.')
  const [, fullName = '', address = '', parent = '', expires = '', nonce = ''] = match
  if (!fullName.endsWith(`.${parent}`)) throw new NameError('INVALID_MESSAGE', 'The name is not under the stated parent.')
  const registration: Registration = { name: fullName.slice(0, -parent.length - 1), address, parent, expiry: new Date(expires), nonce }
  // Writing it back out and comparing refuses every non-canonical spelling: upper case, a mis-checksummed address, a
  // second dot in the label, another time format. An all-lower-case address is the one other spelling taken: wallets
  // hand dapps their addresses that way (EIP-1193 does not require EIP-55), and the modal signs what the wallet gave.
  let canonical: string
  try {
    canonical = registrationMessage(registration)
  } catch (e) {
    if (e instanceof NameError && e.code === 'INVALID_NAME') throw e
    throw new NameError('INVALID_MESSAGE', e instanceof NameError ? e.message : 'This is not a name registration message.')
  }
  const asWritten = address === address.toLowerCase() ? canonical.replace(`\nAddress: ${getAddress(address)}\n`, `\nAddress: ${address}\n`) : canonical
  if (asWritten !== text) throw new NameError('INVALID_MESSAGE', 'The message is not in its canonical form.')
  return { ...registration, address: getAddress(address) }
}
