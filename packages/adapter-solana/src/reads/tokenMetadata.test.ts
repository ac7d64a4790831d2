import { PublicKey } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeMetaplex, metaplexAddress, shortMint, token2022Label } from './tokenMetadata'

/** A Metaplex metadata account head as the program writes it: fixed-width, NUL-padded borsh strings. */
function metaplexAccount(name: string, symbol: string, uri: string): Uint8Array {
  const text = (value: string, width: number) => {
    const bytes = new Uint8Array(4 + width)
    new DataView(bytes.buffer).setUint32(0, width, true)
    bytes.set(new TextEncoder().encode(value), 4)
    return bytes
  }
  const parts = [new Uint8Array([4]), new Uint8Array(32).fill(1), new Uint8Array(32).fill(2), text(name, 32), text(symbol, 10), text(uri, 200), new Uint8Array(50)]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const p of parts) {
    out.set(p, offset)
    offset += p.length
  }
  return out
}

describe('mint labels', () => {
  it('decodes a Metaplex metadata account, trimming the padding', () => {
    expect(decodeMetaplex(metaplexAccount('USD Coin', 'USDC', 'https://x.test/usdc.json'))).toEqual({ name: 'USD Coin', symbol: 'USDC', uri: 'https://x.test/usdc.json' })
    expect(decodeMetaplex(new Uint8Array(70))).toBeUndefined()
  })

  it('derives the metadata account from the mint (the PDA the program uses)', () => {
    // USDC's metadata account on mainnet.
    expect(metaplexAddress(new PublicKey('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBase58()).toBe('5x38Kp4hvdomTCnCrAny4UtMUt5rQBdB6px2K1Ui45Wq')
  })

  it('reads the Token-2022 metadata extension of a parsed mint', () => {
    const info = { decimals: 9, extensions: [{ extension: 'mintCloseAuthority' }, { extension: 'tokenMetadata', state: { name: 'Latch', symbol: 'LATCH', uri: '' } }] }
    expect(token2022Label(info)).toEqual({ name: 'Latch', symbol: 'LATCH', uri: '' })
    expect(token2022Label({ decimals: 9 })).toBeUndefined()
  })

  it('shortens an unnamed mint', () => {
    expect(shortMint('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe('EPjF…Dt1v')
  })
})
