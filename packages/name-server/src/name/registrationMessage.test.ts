import { describe, expect, it } from 'vitest'
import { normalizeLabel } from './label'
import { NameError } from './nameError'
import { parseRegistrationMessage, type Registration, registrationMessage } from './registrationMessage'

const REGISTRATION: Registration = {
  name: 'alice',
  address: '0x976ea74026e726554db657fa54763abd0c3a0aa9',
  parent: 'latch.id',
  expiry: new Date('2026-11-24T21:40:00.000Z'),
  nonce: '0x00112233445566778899aabbccddeeff',
}
const TEXT = [
  'Register an account name',
  'Name: alice.latch.id',
  'Address: 0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  'Parent: latch.id',
  'Expires: 2026-11-24T21:40:00.000Z',
  'Nonce: 0x00112233445566778899aabbccddeeff',
].join('\n')

function refusal(run: () => unknown): string | undefined {
  try {
    run()
  } catch (e) {
    if (e instanceof NameError) return e.code
    throw e
  }
  return undefined
}

describe('the registration message', () => {
  it('writes readable lines with the checksummed address and a lower-case name, and reads them back', () => {
    expect(registrationMessage(REGISTRATION)).toBe(TEXT)
    expect(registrationMessage({ ...REGISTRATION, name: 'ALICE' })).toBe(TEXT)
    expect(parseRegistrationMessage(TEXT)).toEqual({ ...REGISTRATION, address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' })
  })

  it('reads an all-lower-case address too (as wallets hand them out), never a mis-checksummed one', () => {
    const lower = TEXT.replace('0x976EA74026E726554dB657fA54763abd0C3a0aa9', '0x976ea74026e726554db657fa54763abd0c3a0aa9')
    expect(parseRegistrationMessage(lower).address).toBe('0x976EA74026E726554dB657fA54763abd0C3a0aa9')
    const misChecksummed = TEXT.replace('0x976EA74026E726554dB657fA54763abd0C3a0aa9', '0x976Ea74026E726554dB657fA54763abd0C3a0aa9')
    expect(refusal(() => parseRegistrationMessage(misChecksummed))).toBe('INVALID_MESSAGE')
  })

  it('refuses any text but the canonical one', () => {
    const variants = [
      TEXT.replace('alice.latch.id', 'Alice.latch.id'),
      TEXT.replace('0x976EA74026E726554dB657fA54763abd0C3a0aa9', '0x976EA74026E726554DB657FA54763ABD0C3A0AA9'),
      TEXT.replace('2026-11-24T21:40:00.000Z', '2026-11-24T21:40:00Z'),
      TEXT.replace('Nonce: 0x0011', 'Nonce: 0X0011'),
      TEXT.replace('Nonce: 0x00112233445566778899aabbccddeeff', 'Nonce: 0x0011'),
      TEXT.replace('Parent: latch.id', 'Parent: other.id'),
      `${TEXT}\n`,
      ` ${TEXT}`,
      TEXT.replace('\n', '\r\n'),
      TEXT.split('\n').reverse().join('\n'),
      'Sign in to example.com',
    ]
    for (const text of variants) expect(refusal(() => parseRegistrationMessage(text)), text).toBe('INVALID_MESSAGE')
  })

  it('refuses names that break the rule, in the message and as typed', () => {
    for (const bad of ['abc', '-alice', 'alice-', 'al_ce', 'ab--cd', 'a'.repeat(64), 'bob.alice', 'älice']) {
      expect(refusal(() => parseRegistrationMessage(TEXT.replace('Name: alice.', `Name: ${bad}.`))), bad).toBe('INVALID_NAME')
      expect(refusal(() => normalizeLabel(bad)), bad).toBe('INVALID_NAME')
    }
    expect(normalizeLabel('Ab-12')).toBe('ab-12')
    expect(normalizeLabel('a'.repeat(63))).toBe('a'.repeat(63))
  })
})
