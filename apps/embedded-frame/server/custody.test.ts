import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { openKey, sealKey } from './custody.mjs'

describe('key custody', () => {
  const master = randomBytes(32)
  const secret = `0x${'ab'.repeat(32)}`

  it('opens what it sealed, for the same user only', () => {
    const sealed = sealKey(master, 'user-1', secret)
    expect(sealed.ciphertext).not.toContain('abab')
    expect(openKey(master, 'user-1', sealed)).toBe(secret)
    // Bound to the user: a ciphertext copied onto another user's row does not open.
    expect(() => openKey(master, 'user-2', sealed)).toThrow()
  })

  it('refuses another master key, a tampered ciphertext and a key of the wrong size', () => {
    const sealed = sealKey(master, 'user-1', secret)
    expect(() => openKey(randomBytes(32), 'user-1', sealed)).toThrow()
    const bytes = Buffer.from(sealed.ciphertext, 'base64')
    bytes[0] = (bytes[0] ?? 0) ^ 1
    expect(() => openKey(master, 'user-1', { ...sealed, ciphertext: bytes.toString('base64') })).toThrow()
    expect(() => sealKey(randomBytes(16), 'user-1', secret)).toThrow('32 bytes')
  })

  it('uses a fresh IV each time', () => {
    expect(sealKey(master, 'u', secret).iv).not.toBe(sealKey(master, 'u', secret).iv)
  })
})
