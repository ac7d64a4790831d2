/**
 * What a swap keeps per instance outside the store: the source (loaded once), the quote with its exact amounts and
 * transaction (bigints and an opaque payload, which no snapshot should carry), and the request in flight.
 */
import { assertMoneyOptions } from '../options/moneyOptions'
import type { LatchContext } from '../state/context'
import type { SwapQuote, SwapSource } from './types'

interface SwapRuntime {
  source?: Promise<SwapSource>
  quote?: SwapQuote
  inFlight?: AbortController
}

const runtimes = new WeakMap<LatchContext, SwapRuntime>()

export function swapRuntime(ctx: LatchContext): SwapRuntime {
  let r = runtimes.get(ctx)
  if (!r) {
    r = {}
    runtimes.set(ctx, r)
  }
  return r
}

/** The host's source (given, or loaded by its function), else LI.FI's public API, which needs no key. */
export function swapSource(ctx: LatchContext): Promise<SwapSource> {
  const r = swapRuntime(ctx)
  if (!r.source) {
    try {
      assertMoneyOptions(ctx.options)
    } catch (error) {
      return Promise.reject(error)
    }
    const given = ctx.options.swaps?.source
    r.source = given === undefined ? import('./sources/lifi').then((m) => m.lifiSource(ctx.options.swaps?.lifi)) : typeof given === 'function' ? given() : Promise.resolve(given)
    // A source that failed to load is loaded again next time.
    r.source.catch(() => {
      if (runtimes.get(ctx) === r) r.source = undefined
    })
  }
  return r.source
}

/** Starts a request, cancelling the one before: only the newest quote may land. */
export function nextRequest(ctx: LatchContext): AbortSignal {
  const r = swapRuntime(ctx)
  r.inFlight?.abort()
  r.inFlight = new AbortController()
  return r.inFlight.signal
}
