/**
 * Activity read from the chain needs the Otterscan API, which not every node serves (anvil, Erigon and Reth do).
 * Kept beside the reader, not in errors.ts, so it loads with the first activity read instead of up front.
 */
import { LatchError } from '@latch/core/rpc'

export class OtterscanUnavailableError extends LatchError {
  override name = 'OtterscanUnavailableError'
  constructor({ cause }: { cause: unknown }) {
    super({
      code: 'EVM_OTTERSCAN_UNAVAILABLE',
      shortMessage: 'Activity not available',
      longMessage: "This network's RPC does not serve the Otterscan API (ots_searchTransactionsBefore). Read activity from an indexer instead (options.activity.source).",
      cause,
    })
  }
}
