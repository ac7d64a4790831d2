/** Registration's per-instance parts outside the store: the service (made once), the check in flight, the lookups done. */
import type { LatchContext } from '../state/context'
import { httpNameService } from './httpNameService'
import { assertNamesOptions } from './options'
import type { NameService } from './types'

interface NamesRuntime {
  service?: NameService
  check?: AbortController
  /** `namespace:address` already asked for its name this session (an address without one is not asked again). */
  lookedUp: Set<string>
}

const runtimes = new WeakMap<LatchContext, NamesRuntime>()

export function namesRuntime(ctx: LatchContext): NamesRuntime {
  let r = runtimes.get(ctx)
  if (!r) {
    r = { lookedUp: new Set() }
    runtimes.set(ctx, r)
  }
  return r
}

/** `names: { url }` speaks to the host's @latch/name-server handler; `{ source }` is the host's own service. */
export function nameService(ctx: LatchContext): { service: NameService; parent: string } {
  const option = ctx.options.names
  if (!option) throw new Error('No name service is configured (options.names)')
  const r = namesRuntime(ctx)
  if (!r.service) {
    assertNamesOptions(ctx.options)
    r.service = 'url' in option ? httpNameService({ url: option.url, parent: option.parent }) : option.source
  }
  return { service: r.service, parent: option.parent }
}
