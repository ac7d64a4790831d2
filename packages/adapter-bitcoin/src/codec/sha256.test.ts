import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256 } from './sha256'

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
})
