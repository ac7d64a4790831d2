/**
 * Why a Cosmos send is refused before the wallet is asked. Only the lazily loaded transfer code throws these
 * (they extend core's LatchError, already in the first bundle).
 */
import { LatchError } from '@latch/core'
import { MAX_MEMO_BYTES } from '../types'

export class MemoTooLongError extends LatchError {
  override name = 'MemoTooLongError'
  /** Said on the Send form's memo field (core checks the limit first; a dapp calling `prepare` itself gets this). */
  readonly sendField = 'memo'
  readonly bytes: number
  constructor({ bytes }: { bytes: number }) {
    super({ code: 'COSMOS_MEMO_TOO_LONG', shortMessage: 'Memo too long', longMessage: `The memo is ${bytes} bytes; Cosmos chains take at most ${MAX_MEMO_BYTES}.` })
    this.bytes = bytes
  }
}

/** The chain's simulation says the sender cannot pay amount and fee. */
export class InsufficientFundsError extends LatchError {
  override name = 'InsufficientFundsError'
  /** Said on the Send form's amount field (core's TRANSFER_REFUSED). */
  readonly sendField = 'amount'
  constructor({ cause }: { cause?: unknown } = {}) {
    super({ code: 'COSMOS_INSUFFICIENT_FUNDS', shortMessage: 'Insufficient funds', longMessage: 'The account cannot pay this amount and the network fee.', cause })
  }
}

/** The chain took the transaction into a block but it failed there (its code is not 0). */
export class TransactionFailedError extends LatchError {
  override name = 'TransactionFailedError'
  readonly hash: string
  constructor({ hash, code, log }: { hash: string; code: number; log?: string }) {
    super({ code: 'COSMOS_TRANSACTION_FAILED', shortMessage: 'Transaction failed', longMessage: `Transaction ${hash} failed with code ${code}${log ? `: ${log}` : ''}.` })
    this.hash = hash
  }
}
