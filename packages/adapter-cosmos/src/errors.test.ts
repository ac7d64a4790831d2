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

  it("a failed or refused suggest-chain is 'Chain is not supported', with the wallet's error as the cause", () => {
    for (const error of [new Error('Invalid chain info'), new Error('Request rejected'), { code: 4001, message: 'User denied' }]) {
      const mapped = toChainNotSupportedError(error)
      expect(mapped).toBeInstanceOf(ChainNotSupportedError)
      expect(mapped.cause).toBe(error)
    }
  })
})
