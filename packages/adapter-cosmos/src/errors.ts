/** How Keplr-API wallets say "no", turned into core's errors so the modal shows a declined request, not a failure. */
import { ChainNotSupportedError, LatchError, UserRejectedRequestError } from '@latch/core'

// Keplr and Leap refuse with a plain Error "Request rejected"; Cosmostation with code 4001; WalletConnect wallets
// with 4001 or 5000 (user rejected) and a message saying so.
const REFUSED_CODES = new Set<unknown>([4001, 5000])
const REFUSED = /reject|denied|declined|cancel/i

function refused(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  return REFUSED_CODES.has(e?.code) || (typeof e?.message === 'string' && REFUSED.test(e.message))
}

export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  return refused(error) ? new UserRejectedRequestError({ cause: error }) : error
}

/**
 * Suggesting a chain failed, or the user refused it: 'Chain is not supported' (spec §8, and issue #16: the wallet has
 * no such chain, whatever the reason), with the wallet's error as the cause.
 */
export function toChainNotSupportedError(error: unknown): LatchError {
  if (error instanceof ChainNotSupportedError) return error
  return new ChainNotSupportedError({ cause: error })
}
