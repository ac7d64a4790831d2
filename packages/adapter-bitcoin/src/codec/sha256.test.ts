import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256, sha256Constants } from './sha256'

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')

describe('sha256', () => {
  it('hashes as node:crypto does, across block boundaries', () => {
    for (const length of [0, 1, 3, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff)
      expect(hex(sha256(data)), `length ${length}`).toBe(createHash('sha256').update(data).digest('hex'))
    }
  })

  it('gives the FIPS 180-4 "abc" digest', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('computes K and H as the exact roots give them, each far from a word boundary for any Math.cbrt', () => {
    // floor(root(p) · 2^64) by integer bisection: its top fraction word is the constant, the next word its margin.
    const root = (n: bigint, k: bigint) => {
      let lo = 0n
      let hi = 1n
      while (hi ** k <= n) hi *= 2n
      while (hi - lo > 1n) {
        const mid = (lo + hi) / 2n
        if (mid ** k <= n) lo = mid
        else hi = mid
      }
      return lo
    }
    const primes: number[] = []
    for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p)) primes.push(n)
    const exact = (p: number, k: bigint) => {
      const scaled = root(BigInt(p) << (k * 64n), k)
      return { word: Number((scaled >> 32n) & 0xffffffffn), rest: Number(scaled & 0xffffffffn) / 2 ** 32 }
    }
    const { k, h } = sha256Constants()
    for (const [i, p] of primes.entries()) {
      const cube = exact(p, 3n)
      expect(k[i], `K[${i}]`).toBe(cube.word)
      // A cube root of p < 312 in a double is off by ~2^-18 of a word per ulp: 2^-10 is hundreds of ulps of room.
      expect(Math.min(cube.rest, 1 - cube.rest), `K[${i}] margin`).toBeGreaterThan(2 ** -10)
    }
    expect(h).toEqual(primes.slice(0, 8).map((p) => exact(p, 2n).word))
    expect(k[0]).toBe(0x428a2f98)
    expect(k[63]).toBe(0xc67178f2)
    expect(h[0]).toBe(0x6a09e667)
  })
})
