import { describe, expect, it } from 'vitest'
import { bech32WordsToBytes, decodeBech32 } from './bech32'

const hex = (bytes: Uint8Array | undefined) => (bytes ? Buffer.from(bytes).toString('hex') : undefined)

describe('decodeBech32', () => {
  // The valid test vectors of BIP-173 (bech32) and BIP-350 (bech32m).
  it.each([
    ['A12UEL5L', 'bech32'],
    ['a12uel5l', 'bech32'],
    ['an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs', 'bech32'],
    ['abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw', 'bech32'],
    ['split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w', 'bech32'],
    ['?1ezyfcl', 'bech32'],
    ['A1LQFN3A', 'bech32m'],
    ['a1lqfn3a', 'bech32m'],
    ['abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx', 'bech32m'],
    ['split1checkupstagehandshakeupstreamerranterredcaperredlc445v', 'bech32m'],
    ['?1v759aa', 'bech32m'],
  ])('%s is %s', (text, variant) => {
    expect(decodeBech32(text)?.variant).toBe(variant)
    expect(decodeBech32(text)?.prefix).toBe(text.slice(0, text.lastIndexOf('1')).toLowerCase())
  })

  // BIP-173's invalid vectors that are invalid for both checksums, and what else a string can get wrong.
  it.each([
    ['a character outside the alphabet', 'x1b4n0q5v'],
    ['no separator', 'pzry9x0s0muk'],
    ['an empty prefix', '1pzry9x0s0muk'],
    ['a checksum shorter than 6 characters', 'li1dgmt3'],
    ['a checksum computed over the upper-case prefix', 'A1G7SGD8'],
    ['an empty prefix, short', '10a06t8'],
    ['mixed case', 'A1g7sgd8'],
    ['more than 90 characters', `a1${'q'.repeat(89)}`],
    ['a character outside ASCII in the prefix', 'é1qqqqqqqq'],
    ['not a string', 42 as unknown as string],
  ])('refuses %s', (_, text) => {
    expect(decodeBech32(text)).toBeUndefined()
  })

  it('gives the data words without the checksum: a segwit v0 and a v1 (taproot) address', () => {
    const v0 = decodeBech32('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')
    expect(v0).toMatchObject({ prefix: 'bc', variant: 'bech32' })
    expect(v0?.words[0]).toBe(0)
    expect(hex(bech32WordsToBytes(v0?.words.slice(1) ?? []))).toBe('751e76e8199196d454941c45d1b3a323f1433bd6')
    const v1 = decodeBech32('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')
    expect(v1).toMatchObject({ prefix: 'bc', variant: 'bech32m' })
    expect(v1?.words[0]).toBe(1)
    expect(hex(bech32WordsToBytes(v1?.words.slice(1) ?? []))).toBe('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
  })
})

describe('bech32WordsToBytes', () => {
  it('refuses padding of 5 bits or more, and padding that is not zeros', () => {
    expect(hex(bech32WordsToBytes([0, 0]))).toBe('00')
    expect(bech32WordsToBytes([31, 31])).toBeUndefined()
    expect(bech32WordsToBytes([0, 0, 0])).toBeUndefined()
    expect(hex(bech32WordsToBytes([0, 0, 0, 0]))).toBe('0000')
  })
})
