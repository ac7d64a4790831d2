import { LatchError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './errors'

describe('toWalletError', () => {
  it("turns wallets' refusals into USER_REJECTED, keeping the original as cause", () => {
    for (const error of [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }), // Unisat, OKX
      { code: -32000, message: 'User rejected request' }, // sats-connect
      { code: -32002, message: 'Access denied' },
      { jsonrpc: '2.0', id: '1', error: { code: 4001, message: 'User rejected request' } }, // Leather
      new Error('Cancelled'),
    ]) {
      const mapped = toWalletError(error)
      expect(mapped, JSON.stringify(error)).toBeInstanceOf(UserRejectedRequestError)
      expect((mapped as UserRejectedRequestError).cause).toBe(error)
    }
  })

  it('leaves other failures and Latch errors as they are', () => {
    const failure = { code: -32603, message: 'Internal error' }
    expect(toWalletError(failure)).toBe(failure)
    const latch = new LatchError({ code: 'X', shortMessage: 'x', longMessage: 'x' })
    expect(toWalletError(latch)).toBe(latch)
    expect(toWalletError(null)).toBe(null)
  })
})
