/**
 * Opening the modal (spec §2). It never waits on the network: prefetching is started and left to
 * finish on its own, so the modal shows at once even offline or with a hanging directory.
 */
import { afterNextPaint } from '../env/afterNextPaint'
import { activeNamespace, getNamespaceState, setActiveNamespace } from '../chains/namespaceState'
import { syncConnectors } from '../connectors/connectors'
import { setModalOpen } from '../modal/modal'
import { openingView } from '../router/openingView'
import { reset } from '../router/router'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import type { OpenOptions } from '../types/client'
import { fetchBalance } from './balance'

/** Best-effort work the views will want; bounded and never awaited by `open`. */
export type Prefetch = (signal: AbortSignal) => Promise<void>

export const PREFETCH_TIMEOUT_MS = 5_000

export function openModal(ctx: LatchContext, options: OpenOptions = {}, prefetchers: readonly Prefetch[] = []): void {
  // 1. Prefetch wallets and images: connectors are local; remote prefetchers run in the background, started after
  // the open's first frame: creating the requests took a few ms of the click's task, which the list's frame waited on.
  syncConnectors(ctx)
  if (prefetchers.length > 0) afterNextPaint(() => runPrefetch(ctx, prefetchers))

  // 2. Optionally switch namespace.
  if (options.namespace && getNamespaceState(ctx, options.namespace)) setActiveNamespace(ctx, options.namespace)

  // 3./4. Pick the view.
  const ns = activeNamespace(ctx)
  const account = ns ? getNamespaceState(ctx, ns)?.account : undefined
  if (options.view) reset(ctx, options.view, options.data)
  else reset(ctx, openingView({ account, options: ctx.options, mobile: ctx.isMobile() }))

  setModalOpen(ctx, true)
  // The Account view shows the cached balance and name at once; reading them again waits for its first frame too (an
  // ENS name's lookup hashed for about 10 ms of the click's task on first use).
  if (ns && account?.status === 'connected') afterNextPaint(() => refreshAccount(ctx, ns))
}

function refreshAccount(ctx: LatchContext, ns: ChainNamespace): void {
  void fetchBalance(ctx, ns)
  // Only adapters with a name service load the lookup's code.
  if (ctx.adapters.get(ns)?.reads?.getIdentity) void import('./identity').then((f) => f.refreshIdentity(ctx, ns))
}

function runPrefetch(ctx: LatchContext, prefetchers: readonly Prefetch[]): void {
  for (const prefetch of prefetchers) {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), PREFETCH_TIMEOUT_MS)
    prefetch(controller.signal)
      .catch((error) => ctx.logger.debug('prefetch failed', error))
      .finally(() => clearTimeout(timer))
  }
}
