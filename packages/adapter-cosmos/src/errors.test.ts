import { ChainNotSupportedError, type LatchError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toChainNotSupportedError, toWalletError } from './errors'

describe('wallet errors', () => {
  it("turns Keplr's, Cosmostation's and WalletConnect wallets' refusals into USER_REJECTED, keeping the cause", () => {
    for (const error of [new Error('Request rejected'), { code: 4001, message: 'User denied' }, { code: 5000, message: 'User rejected.' }]) {
      const mapped = toWalletError(error)
      expect(mapped).toBeInstanceOf(UserRejectedRequestError)
      expect((mapped as LatchError).cause).toBe(error)
    }
  })

  it('leaves other failures as they are', () => {
    const failure = new Error('There is no chain info for x-1')
    expect(toWalletError(failure)).toBe(failure)
  })

  it("a failed suggest-chain is 'Chain is not supported', a declined one USER_REJECTED", () => {
    expect(toChainNotSupportedError(new Error('Invalid chain info'))).toBeInstanceOf(ChainNotSupportedError)
    expect(toChainNotSupportedError(new Error('Request rejected'))).toBeInstanceOf(UserRejectedRequestError)
  })
})
