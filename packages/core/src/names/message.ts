/**
 * The message a wallet signs to register a name (issue #19), line for line what the name service parses. The address
 * is the account's as core holds it: adapters hold EVM addresses checksummed (EIP-55), which is what the service
 * expects, and core does not checksum anything itself.
 */
import { NAME_REQUEST_TTL_MS } from './constants'

export interface RegistrationMessageInput {
  label: string
  parent: string
  address: string
  /** When the service stops accepting the signature. */
  expires: Date
  /** `0x` and 32 hex characters. */
  nonce: string
}

export function registrationMessage({ label, parent, address, expires, nonce }: RegistrationMessageInput): string {
  return ['Register an account name', `Name: ${label}.${parent}`, `Address: ${address}`, `Parent: ${parent}`, `Expires: ${expires.toISOString()}`, `Nonce: ${nonce}`].join('\n')
}

/** 16 random bytes as `0x` + 32 hex characters: no two registrations sign the same message. */
export function randomNonce(random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  return `0x${Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`
}

export function newRegistrationMessage(input: Omit<RegistrationMessageInput, 'expires' | 'nonce'>, now: number): string {
  return registrationMessage({ ...input, expires: new Date(now + NAME_REQUEST_TTL_MS), nonce: randomNonce() })
}
