/**
 * Wallet errors mapped at the boundary (STYLE: "map wallet RPC errors to core's typed errors"). The generic adapter
 * failures (connector not found, no accounts, unknown network …) are core's, with `namespace: 'eip155'`; only the
 * EIP-1193 code mapping is EVM's own.
 */
import { ChainNotSupportedError, LatchError, UserRejectedRequestError } from '@latch/core'
import { providerErrorCode, USER_REJECTED } from './providerErrorCode'

/** 4001 becomes UserRejectedRequestError; every other wallet error passes through untouched. */
export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  return providerErrorCode(error) === USER_REJECTED ? new UserRejectedRequestError({ cause: error }) : error
}

/** Adding a chain failed: 'Chain is not supported' (spec §8), unless the user simply said no. */
export function toChainNotSupportedError(error: unknown): LatchError {
  if (error instanceof LatchError) return error
  return providerErrorCode(error) === USER_REJECTED
    ? new UserRejectedRequestError({ cause: error })
    : new ChainNotSupportedError({ cause: error })
}
