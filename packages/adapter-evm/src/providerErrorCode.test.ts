import { describe, expect, it } from 'vitest'
import { providerErrorCode } from './providerErrorCode'

describe('providerErrorCode', () => {
  it('finds the code where wallets put it', () => {
    expect(providerErrorCode({ code: 4001, message: 'User rejected' })).toBe(4001)
    expect(providerErrorCode({ code: '4902' })).toBe(4902)
    expect(providerErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(-32603)
    expect(providerErrorCode({ message: 'x', data: { originalError: { code: 4902 } } })).toBe(4902)
    expect(providerErrorCode(new Error('wrapped', { cause: { code: 4001 } }))).toBe(4001)
    expect(providerErrorCode({ error: { code: 5000 } })).toBe(5000)
  })

  it('is undefined when there is no code', () => {
    expect(providerErrorCode(new Error('plain'))).toBeUndefined()
    expect(providerErrorCode('4001')).toBeUndefined()
    expect(providerErrorCode(null)).toBeUndefined()
    expect(providerErrorCode({ code: 'ACTION_REJECTED' })).toBeUndefined()
  })
})
