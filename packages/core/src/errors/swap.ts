/**
 * The typed errors of a swap (issue #17): what sources and the `swaps` capability raise, so the Swap view can say
 * each case in its own words and keep the form as it was.
 */
import { LatchError } from './base'

/** The source has no way to trade these tokens in this amount on this network. */
export class SwapNoRouteError extends LatchError {
  override name = 'SwapNoRouteError'
  constructor({ source, detail, cause }: { source: string; detail?: string; cause?: unknown }) {
    super({
      code: 'SWAP_NO_ROUTE',
      shortMessage: 'No route for this swap',
      longMessage: `${source} found no way to make this trade${detail ? ` (${detail})` : ''}. Try another amount or token.`,
      cause,
    })
  }
}

/** The source could not be asked (unreachable, an HTTP error, a body that is not a quote, a missing key). */
export class SwapSourceError extends LatchError {
  override name = 'SwapSourceError'
  readonly status?: number
  constructor({ source, detail, status, cause }: { source: string; detail: string; status?: number; cause?: unknown }) {
    super({ code: 'SWAP_SOURCE_FAILED', shortMessage: 'Could not get a quote', longMessage: `${source}: ${detail}`, cause })
    if (status !== undefined) this.status = status
  }
}

/**
 * The price moved further than the slippage allows between quote and swap: the chain refused the trade (or the
 * wallet's estimate did) and nothing was swapped. `reason` is the contract's revert message where there is one.
 */
export class SwapSlippageError extends LatchError {
  override name = 'SwapSlippageError'
  readonly reason?: string
  constructor({ reason, cause }: { reason?: string; cause?: unknown } = {}) {
    super({
      code: 'SWAP_SLIPPAGE',
      shortMessage: 'Price moved past your slippage',
      longMessage: `The price changed more than your slippage allows, so the swap was refused and nothing was swapped${reason ? ` (${reason})` : ''}. Get a new quote, or allow more slippage.`,
      cause,
    })
    if (reason !== undefined) this.reason = reason
  }
}

/** The swap's transaction reverted for another reason than the price. */
export class SwapRevertedError extends LatchError {
  override name = 'SwapRevertedError'
  readonly reason?: string
  constructor({ reason, cause }: { reason?: string; cause?: unknown } = {}) {
    super({
      code: 'SWAP_REVERTED',
      shortMessage: 'The swap failed on chain',
      longMessage: `The chain refused the swap${reason ? `: ${reason}` : ''}. Nothing was swapped; only the network fee was spent.`,
      cause,
    })
    if (reason !== undefined) this.reason = reason
  }
}

/** The swap was sent but the chain has not confirmed it in time: it may still land, so it is not sent again. */
export class SwapPendingError extends LatchError {
  override name = 'SwapPendingError'
  constructor({ minutes }: { minutes: number }) {
    super({
      code: 'SWAP_PENDING',
      shortMessage: 'Swap not confirmed yet',
      longMessage: `The swap was sent, but the chain has not confirmed it after ${minutes} minutes. It stays in your activity; check your wallet or the explorer before trying again.`,
    })
  }
}
