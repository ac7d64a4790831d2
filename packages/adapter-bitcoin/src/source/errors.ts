/** The source refused a signed transaction. Only lazily loaded code throws it (it extends core's LatchError, already there). */
import { LatchError } from '@latch/core'

export class BroadcastRejectedError extends LatchError {
  override name = 'BroadcastRejectedError'
  /** The node's reason, as it gave it (bitcoind's: `min relay fee not met`, `bad-txns-inputs-missingorspent` …). */
  readonly reason: string
  constructor({ reason }: { reason: string }) {
    super({ code: 'BITCOIN_BROADCAST_REJECTED', shortMessage: 'Transaction rejected', longMessage: `The network refused the transaction: ${reason}` })
    this.reason = reason
  }
}
