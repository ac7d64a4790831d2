import { describe, expect, it } from 'vitest'
import { fromBase64, fromHex, toBase64, toHex } from './bytes'

describe('hex and base64', () => {
  it('round-trip every byte as Buffer spells them', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect(toHex(all)).toBe(Buffer.from(all).toString('hex'))
    expect(toBase64(all)).toBe(Buffer.from(all).toString('base64'))
    expect(fromHex(toHex(all))).toEqual(all)
    expect(fromBase64(toBase64(all))).toEqual(all)
    expect(fromHex('ABcd')).toEqual(Uint8Array.of(0xab, 0xcd))
  })

  it('refuses odd-length or non-hex text', () => {
    expect(() => fromHex('abc')).toThrow(TypeError)
    expect(() => fromHex('zz')).toThrow(TypeError)
  })
})
