import { LatchError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './errors'

describe('toWalletError', () => {
  it("turns extensions' refusals into USER_REJECTED, keeping the original as cause", () => {
    for (const error of [
      new Error('Rejected'),
      new Error('Cancelled'),
      new Error('The source My Dapp is not allowed to interact with this extension'),
      Object.assign(new Error('no'), { code: 4001 }),
    ]) {
      const mapped = toWalletError(error)
      expect(mapped, (error as Error).message).toBeInstanceOf(UserRejectedRequestError)
      expect((mapped as UserRejectedRequestError).cause).toBe(error)
    }
  })

  it('leaves other failures and Latch errors as they are', () => {
    const failure = new Error('Unable to retrieve keypair')
    expect(toWalletError(failure)).toBe(failure)
    const latch = new LatchError({ code: 'X', shortMessage: 'x', longMessage: 'x' })
    expect(toWalletError(latch)).toBe(latch)
    expect(toWalletError(null)).toBe(null)
  })
})
