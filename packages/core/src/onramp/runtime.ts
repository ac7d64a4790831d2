/** The on-ramp's per-instance parts outside the store: the source (loaded once) and the checkout being watched. */
import { assertMoneyOptions } from '../options/moneyOptions'
import type { LatchContext } from '../state/context'
import type { OnrampSource } from './types'

interface OnrampRuntime {
  source?: Promise<OnrampSource>
  inFlight?: AbortController
  stopWatch?: () => void
}

const runtimes = new WeakMap<LatchContext, OnrampRuntime>()

export function onrampRuntime(ctx: LatchContext): OnrampRuntime {
  let r = runtimes.get(ctx)
  if (!r) {
    r = {}
    runtimes.set(ctx, r)
  }
  return r
}

/** `onramp: { url }` speaks to the dapp's @latch/onramp-server handler; `{ source }` is the host's own. */
export function onrampSource(ctx: LatchContext): Promise<OnrampSource> {
  const r = onrampRuntime(ctx)
  if (!r.source) {
    const option = ctx.options.onramp
    if (!option) return Promise.reject(new Error('No on-ramp is configured (options.onramp)'))
    try {
      assertMoneyOptions(ctx.options)
    } catch (error) {
      return Promise.reject(error)
    }
    r.source = 'url' in option ? import('./httpOnramp').then((m) => m.httpOnramp({ url: option.url })) : typeof option.source === 'function' ? option.source() : Promise.resolve(option.source)
    r.source.catch(() => {
      if (runtimes.get(ctx) === r) r.source = undefined
    })
  }
  return r.source
}
