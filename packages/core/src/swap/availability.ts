/**
 * What the Account view offers beyond Send for the active account (issue #17): Swap where the feature is on, the
 * namespace's adapter has the `swaps` capability and a source trades there — the host's (asked, when given as an
 * object), else LI.FI's, which Latch's source speaks for the namespaces below only; Buy where the feature is on and an
 * on-ramp backend is configured; Receive where the feature is on. Pure, and used only by the lazily loaded Account
 * view, so none of it is in the first bundle.
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { CaipNetworkId } from '../types/chain'
import type { LatchSnapshot } from '../types/client'
import type { LatchOptions } from '../types/options'

/** The namespaces `lifiSource` maps to LI.FI's chain ids today. */
const DEFAULT_SOURCE_NAMESPACES: readonly string[] = ['eip155']

export function swapOffered(options: Pick<LatchOptions, 'swaps'>, adapter: ChainAdapter | undefined, caipNetworkId: CaipNetworkId | undefined): boolean {
  if (!adapter?.swaps || !caipNetworkId) return false
  const source = options.swaps?.source
  if (source === undefined) return DEFAULT_SOURCE_NAMESPACES.includes(adapter.namespace)
  return typeof source === 'function' || (source.supports?.(caipNetworkId) ?? true)
}

export function accountOffers(options: Pick<LatchOptions, 'swaps' | 'onramp' | 'adapters'>, snapshot: Pick<LatchSnapshot, 'features' | 'activeNamespace' | 'namespaces'>): { swap: boolean; onramp: boolean; receive: boolean } {
  const ns = snapshot.activeNamespace
  const adapter = ns ? options.adapters?.find((a) => a.namespace === ns) : undefined
  const network = ns ? snapshot.namespaces[ns]?.network.caipNetwork?.caipNetworkId : undefined
  return {
    swap: snapshot.features.swaps && swapOffered(options, adapter, network),
    onramp: snapshot.features.onramp && options.onramp !== undefined,
    receive: snapshot.features.receive,
  }
}
