import { describe, expect, it } from 'vitest'
import { explorerUrl } from './explorer'

const on = (url: string) => ({ blockExplorers: { default: { name: 'x', url } } })

describe('explorerUrl', () => {
  it('appends the path to the explorer base, with or without a trailing slash', () => {
    expect(explorerUrl(on('https://etherscan.io/'), 'address', '0xabc')).toBe('https://etherscan.io/address/0xabc')
    expect(explorerUrl(on('https://www.mintscan.io/cosmos'), 'tx', 'AB12')).toBe('https://www.mintscan.io/cosmos/tx/AB12')
  })

  it('keeps a query the base carries (a Solana cluster) after the path', () => {
    expect(explorerUrl(on('https://solscan.io/?cluster=devnet'), 'address', 'So1111')).toBe('https://solscan.io/address/So1111?cluster=devnet')
  })

  it('refuses a base that is not http(s), and a network without an explorer', () => {
    expect(explorerUrl(on('javascript:alert(1)'), 'address', '0xabc')).toBeUndefined()
    expect(explorerUrl(on('not a url'), 'address', '0xabc')).toBeUndefined()
    expect(explorerUrl({}, 'address', '0xabc')).toBeUndefined()
    expect(explorerUrl(undefined, 'address', '0xabc')).toBeUndefined()
  })

  it('encodes the value, so an address cannot add path segments or a query', () => {
    expect(explorerUrl(on('https://e.io'), 'address', 'a/b?c')).toBe('https://e.io/address/a%2Fb%3Fc')
  })
})
