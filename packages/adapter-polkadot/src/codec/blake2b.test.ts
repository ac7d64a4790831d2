import { blake2b } from '@noble/hashes/blake2b'
import { describe, expect, it } from 'vitest'
import { blake2b512 } from './blake2b'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('blake2b512', () => {
  it('matches RFC 7693 appendix A ("abc")', () => {
    expect(hex(blake2b512(new TextEncoder().encode('abc')))).toBe(
      'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923',
    )
  })

  it('matches an audited implementation at every length around the block edges, and on random input', () => {
    const lengths = [0, 1, 35, 40, 127, 128, 129, 255, 256, 257, 1000]
    for (const length of lengths) {
      const input = Uint8Array.from({ length }, (_, i) => (i * 7 + length) & 0xff)
      expect(hex(blake2b512(input)), `length ${length}`).toBe(hex(blake2b(input, { dkLen: 64 })))
    }
    for (let n = 0; n < 50; n++) {
      const input = crypto.getRandomValues(new Uint8Array(Math.floor(Math.random() * 300)))
      expect(hex(blake2b512(input))).toBe(hex(blake2b(input, { dkLen: 64 })))
    }
  })
})
