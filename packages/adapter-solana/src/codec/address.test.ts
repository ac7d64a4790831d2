import { Keypair, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { base58ByteLength, isSolanaAddress } from './address'

describe('isSolanaAddress (spec §5: 32 to 44 base58 characters, decoding to a 32-byte key)', () => {
  it('accepts keys, program ids and the all-zero system program', () => {
    for (let i = 0; i < 50; i++) expect(isSolanaAddress(Keypair.generate().publicKey.toBase58())).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
    expect(isSolanaAddress(PublicKey.findProgramAddressSync([Buffer.from('x')], PublicKey.default)[0].toBase58())).toBe(true)
  })

  it('refuses wrong alphabets, lengths and strings that decode to another size', () => {
    const key = Keypair.generate().publicKey.toBase58()
    expect(isSolanaAddress(`${key.slice(0, -1)}0`)).toBe(false) // 0 is not base58
    expect(isSolanaAddress(`${key.slice(0, -1)}l`)).toBe(false) // nor l
    expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false) // 31 characters
    expect(isSolanaAddress('z'.repeat(44))).toBe(false) // 44 characters, but 33 bytes
    expect(isSolanaAddress(bs58.encode(new Uint8Array(31).fill(9)))).toBe(false)
    expect(isSolanaAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false)
    expect(isSolanaAddress('')).toBe(false)
  })

  it('measures base58 byte length as bs58 decodes it', () => {
    for (const size of [0, 1, 31, 32, 33, 64]) {
      const bytes = Uint8Array.from({ length: size }, (_v, i) => (i * 37 + 1) % 256)
      expect(base58ByteLength(bs58.encode(bytes))).toBe(size)
    }
    expect(base58ByteLength(bs58.encode(new Uint8Array([0, 0, 5])))).toBe(3)
    expect(base58ByteLength('O')).toBe(-1)
  })
})
