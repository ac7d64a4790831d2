import { LatchError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './errors'

describe('toWalletError', () => {
  it('turns a wallet refusal into core UserRejectedRequestError (code 4001 or a "User rejected" message)', () => {
    const byCode = Object.assign(new Error('nope'), { code: 4001 })
    expect(toWalletError(byCode)).toBeInstanceOf(UserRejectedRequestError)
    expect(toWalletError(byCode)).toMatchObject({ code: 'USER_REJECTED', rpcCode: 4001, cause: byCode })
    expect(toWalletError(new Error('User rejected the request.'))).toBeInstanceOf(UserRejectedRequestError)
  })

  it('passes everything else through untouched', () => {
    const other = new Error('Blockhash not found')
    expect(toWalletError(other)).toBe(other)
    const latch = new LatchError({ code: 'X', shortMessage: 'x', longMessage: 'x' })
    expect(toWalletError(latch)).toBe(latch)
  })
})
