/**
 * How a submitted transfer can fail after the wallet signed it. Only the lazily loaded transfer code throws these,
 * so they stay out of the first bundle (they extend core's LatchError, already there).
 */
import { LatchError } from '@latch/core'

/**
 * The extrinsic was included but its call failed (`balances.KeepAlive`, `balances.InsufficientBalance` …): the fee
 * is paid, nothing else moved. `hash` is the extrinsic's, so the failure can still be looked up.
 */
export class ExtrinsicFailedError extends LatchError {
  override name = 'ExtrinsicFailedError'
  readonly hash: string
  readonly reason: string
  constructor({ hash, reason }: { hash: string; reason: string }) {
    super({ code: 'POLKADOT_EXTRINSIC_FAILED', shortMessage: 'Transaction failed', longMessage: `The extrinsic ${hash} was included in a block but failed: ${reason}.` })
    this.hash = hash
    this.reason = reason
  }
}

/** The extrinsic never reached a block (invalid, dropped from the pool, or replaced). */
export class ExtrinsicNotIncludedError extends LatchError {
  override name = 'ExtrinsicNotIncludedError'
  readonly hash: string
  constructor({ hash, status }: { hash: string; status: string }) {
    super({ code: 'POLKADOT_EXTRINSIC_NOT_INCLUDED', shortMessage: 'Transaction not included', longMessage: `The extrinsic ${hash} did not reach a block (${status}).` })
    this.hash = hash
  }
}
