import { describe, expect, it } from 'vitest'
import { chainIdOf, parseChainId, toCaipNetworkId, toHexChainId } from './chainId'

describe('parseChainId', () => {
  it('accepts hex strings, numbers and decimal strings', () => {
    expect(parseChainId('0x1')).toBe(1)
    expect(parseChainId('0x7A69')).toBe(31337)
    expect(parseChainId(84532)).toBe(84532)
    expect(parseChainId('31337')).toBe(31337)
    expect(parseChainId(10n)).toBe(10)
  })

  it.each([undefined, null, '', '0x', 'eip155:1', -1, 0, 1.5, '0xzz', {}])('rejects %j', (raw) => {
    expect(() => parseChainId(raw)).toThrow(TypeError)
  })
})

describe('CAIP helpers', () => {
  it('converts between chain ids and CAIP-2', () => {
    expect(toCaipNetworkId(31337)).toBe('eip155:31337')
    expect(chainIdOf('eip155:84532')).toBe(84532)
    expect(chainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined()
    expect(toHexChainId(31337)).toBe('0x7a69')
  })
})
