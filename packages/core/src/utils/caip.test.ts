import { describe, expect, it } from 'vitest'
import { namespaceOf, parseCaipAddress, parseCaipNetworkId, toCaipAddress } from './caip'

describe('CAIP-2', () => {
  it('splits a known namespace from its reference', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toEqual({ namespace: 'solana', reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })
  it.each(['eip155', 'eip155:', ':1', 'foo:1', 'eip155:1:2', ''])('rejects %j', (id) => {
    expect(parseCaipNetworkId(id)).toBeUndefined()
  })
  it('names the namespace of an id', () => {
    expect(namespaceOf('bip122:000000000019d6689c085ae165831e93')).toBe('bip122')
    expect(namespaceOf('nope:1')).toBeUndefined()
  })
})

describe('CAIP-10', () => {
  it('needs three non-empty parts with a known namespace (spec §5)', () => {
    expect(parseCaipAddress('eip155:1:0xabc')).toEqual({ namespace: 'eip155', reference: '1', address: '0xabc', caipNetworkId: 'eip155:1' })
    expect(parseCaipAddress('eip155:1:')).toBeUndefined()
    expect(parseCaipAddress('eip155::0xabc')).toBeUndefined()
    expect(parseCaipAddress('tron:1:abc')).toBeUndefined()
    expect(parseCaipAddress('eip155:1')).toBeUndefined()
  })
  it('round-trips', () => {
    const id = toCaipAddress('cosmos:cosmoshub-4', 'cosmos1abc')
    expect(id).toBe('cosmos:cosmoshub-4:cosmos1abc')
    expect(parseCaipAddress(id)?.address).toBe('cosmos1abc')
  })
})
