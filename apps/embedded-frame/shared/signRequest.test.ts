import { describe, expect, it } from 'vitest'
import { USDC, USER } from './fixtures.test-helpers'
import { isSigningMethod, normaliseSignRequest, SignRequestError } from './signRequest.mjs'

describe('normaliseSignRequest', () => {
  it('reads each signing method, and refuses any other', () => {
    expect(normaliseSignRequest('personal_sign', ['hi', USER], { chainId: 1 }).method).toBe('personal_sign')
    expect(normaliseSignRequest('eth_sendTransaction', [{ to: USDC }], { chainId: 1 })).toMatchObject({ to: USDC, chainId: 1 })
    expect(() => normaliseSignRequest('eth_sign' as never, [], { chainId: 1 })).toThrow(SignRequestError)
    expect(isSigningMethod('eth_signTypedData_v4')).toBe(true)
    expect(isSigningMethod('wallet_sendCalls')).toBe(false)
  })

  it('refusals carry JSON-RPC code -32602 for the app and HTTP status 400 for the server', () => {
    try {
      normaliseSignRequest('personal_sign', [], { chainId: 1 })
    } catch (error) {
      expect(error).toMatchObject({ name: 'SignRequestError', code: -32602, status: 400 })
    }
    expect.assertions(1)
  })
})
