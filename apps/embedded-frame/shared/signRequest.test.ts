import { describe, expect, it } from 'vitest'
import { USDC, USER } from './fixtures.test-helpers'
import { isSigningMethod, normaliseSignRequest, SignRequestError } from './signRequest.mjs'

describe('normaliseSignRequest', () => {
  it('reads each signing method, and refuses any other', () => {
    expect(normaliseSignRequest('personal_sign', ['hi', USER], { chainId: 1 }).method).toBe('personal_sign')
    expect(normaliseSignRequest('eth_sendTransaction', [{ to: USDC }], { chainId: 1 })).toMatchObject({ to: USDC, chainId: 1 })
    expect(() => normaliseSignRequest('eth_sign' as never, [], { chainId: 1 })).toThrow(SignRequestError)
    expect(isSigningMethod('eth_signTypedData_v4')).toBe(true)
    // Read for the smart account's batches (./sendCalls.test.ts); not yet decoded by the approval screen.
    expect(normaliseSignRequest('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x1', atomicRequired: true, calls: [{ to: USDC }] }], { chainId: 1 }).method).toBe('wallet_sendCalls')
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
