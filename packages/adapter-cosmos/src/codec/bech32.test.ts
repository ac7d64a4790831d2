import { toBech32 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { decodeBech32, isBech32Account } from './bech32'

const ALICE = 'cosmos16chgtg0lyu0q67wcfh6dhs9wj0c6hqf9w8a6vs'

describe('bech32', () => {
  it('decodes what @cosmjs encodes, 20 and 32 bytes, and checks the prefix', () => {
    const key = Uint8Array.from({ length: 20 }, (_, i) => i * 7)
    const contract = Uint8Array.from({ length: 32 }, (_, i) => 255 - i)
    expect(decodeBech32(toBech32('osmo', key))).toEqual({ prefix: 'osmo', data: key })
    expect(isBech32Account(toBech32('osmo', key), 'osmo')).toBe(true)
    expect(isBech32Account(toBech32('osmo', contract), 'osmo')).toBe(true)
    expect(isBech32Account(toBech32('osmo', key), 'cosmos')).toBe(false)
    expect(isBech32Account(ALICE, 'cosmos')).toBe(true)
    expect(isBech32Account(ALICE.toUpperCase(), 'cosmos')).toBe(true)
  })

  it.each([
    ['a changed character (checksum)', `${ALICE.slice(0, -1)}${ALICE.endsWith('s') ? 'q' : 's'}`],
    ['mixed case', `C${ALICE.slice(1)}`],
    ['a character outside the alphabet', ALICE.replace('g', 'b')],
    ['no separator', ALICE.replace('1', '')],
    ['a 10-byte payload', toBech32('cosmos', new Uint8Array(10))],
    ['too long', toBech32('cosmos', new Uint8Array(60), 200)],
    ['empty', ''],
  ])('refuses %s', (_, text) => {
    expect(isBech32Account(text, 'cosmos')).toBe(false)
  })
})
