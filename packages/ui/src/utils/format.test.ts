import { describe, expect, it } from 'vitest'
import { formatBalance, formatUsd, shortAddress } from './format'
import { isSafeLinkUrl, safeImageUrl } from './safeUrl'

describe('format', () => {
  it('shortens addresses keeping start and end', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(shortAddress('short')).toBe('short')
  })
  it('formats balances grouped with two decimals, dust with more', () => {
    expect(formatBalance('10000', 'ETH', 'en')).toBe('10,000.00 ETH')
    expect(formatBalance('9998.749979', 'ETH', 'en')).toBe('9,998.75 ETH')
    expect(formatBalance('0.000123', 'ETH', 'en')).toBe('0.000123 ETH')
    expect(formatBalance('0', 'ETH', 'en')).toBe('0.00 ETH')
    expect(formatBalance('10000', 'ETH', 'de')).toBe('10.000,00 ETH')
    expect(formatBalance(undefined, 'ETH')).toBe('')
  })
})

describe('URL safety', () => {
  it('opens only http(s) links', () => {
    expect(isSafeLinkUrl('https://etherscan.io')).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'not a url', undefined]) expect(isSafeLinkUrl(bad)).toBe(false)
  })
  it('loads images only from http(s) or inline image data', () => {
    expect(safeImageUrl('data:image/svg+xml;base64,AAAA')).toBeDefined()
    expect(safeImageUrl('data:text/html;base64,AAAA')).toBeUndefined()
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined()
  })
})

it('formats USD values in the locale, and a dust value as under a cent', () => {
  expect(formatUsd(1250.27, 'en')).toBe('$1,250.27')
  expect(formatUsd(1250.27, 'de')).toBe('1.250,27\u00a0$')
  expect(formatUsd(0.004, 'en')).toBe('<$0.01')
  expect(formatUsd(0, 'en')).toBe('$0.00')
})
