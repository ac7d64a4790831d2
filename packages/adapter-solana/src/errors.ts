/**
 * Solana-only failures. Generic adapter failures (unknown connector, invalid address, …) are core's
 * namespaced errors; these extend core's LatchError so callers still handle one error family.
 */
import { LatchError, UserRejectedRequestError } from '@latch/core'

export const COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const

export class InvalidCommitmentError extends LatchError {
  override name = 'InvalidCommitmentError'
  constructor(value: unknown) {
    super({
      code: 'SOLANA_INVALID_COMMITMENT',
      shortMessage: 'Invalid preflight commitment',
      longMessage: `"${String(value)}" is not a Solana commitment (one of ${COMMITMENTS.join(', ')}).`,
    })
  }
}

/** A mint, transaction or account the chain does not have (or not in the expected shape). */
export class SolanaAccountNotFoundError extends LatchError {
  override name = 'SolanaAccountNotFoundError'
  constructor({ what, address }: { what: string; address: string }) {
    super({ code: 'SOLANA_ACCOUNT_NOT_FOUND', shortMessage: `${what} not found`, longMessage: `The chain has no ${what.toLowerCase()} at ${address}.` })
  }
}

/** The decimals core parsed the amount with are not the mint's: sending would move 10^n times the amount meant. */
export class TokenDecimalsMismatchError extends LatchError {
  override name = 'TokenDecimalsMismatchError'
  constructor({ mint, expected, received }: { mint: string; expected: number; received: number }) {
    super({
      code: 'SOLANA_DECIMALS_MISMATCH',
      shortMessage: 'Token decimals mismatch',
      longMessage: `The mint ${mint} has ${expected} decimals, but the amount was given with ${received}.`,
    })
  }
}

const REJECTED = /reject|denied|declined|cancel/i

/**
 * Wallets say "no" differently: EIP-1193's 4001 (Phantom, Solflare, the test wallet), or only a name or message
 * (wallet-adapter's `WalletSignTransactionError: User rejected the request.`). All become core's error.
 */
export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  const e = error as { code?: unknown; name?: unknown; message?: unknown } | null
  const rejected = e?.code === 4001 || (typeof e?.message === 'string' && REJECTED.test(e.message) && /user/i.test(e.message))
  return rejected ? new UserRejectedRequestError({ cause: error }) : error
}
