/**
 * Which reader answers the Account view's lists on a network (spec §9 account reads): a reader object the host
 * passed, else what the adapter's named indexers make of the option (eip155: Blockscout), else the adapter's own
 * reads. Options are checked here, on first use, so their rules load with the lists, not in every first bundle;
 * a bad one is the list's error, naming the option.
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { AccountReads, ActivitySource, HoldingsSource } from '../adapters/reads'
import { ActivityError, type ActivityFailure } from '../errors/activity'
import type { CaipNetwork } from '../types/chain'
import type { ActivityOptions, HoldingsOptions } from '../types/options'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

async function named(adapter: ChainAdapter, kind: 'activity' | 'tokens' | 'nfts', option: unknown, network: CaipNetwork): Promise<AccountReads | undefined> {
  return adapter.indexers?.resolve({ kind, option, network })
}

export async function activityReader(options: ActivityOptions | undefined, adapter: ChainAdapter, network: CaipNetwork): Promise<ActivitySource> {
  const source: unknown = options?.source
  const fail = (failure: ActivityFailure) => new ActivityError({ origin: network.caipNetworkId, failure })
  const own = adapter.reads?.getActivity ? (adapter.reads as ActivitySource) : undefined
  if (source === 'chain') {
    if (!own) throw fail({ kind: 'unavailable', network: network.name })
    return own
  }
  if (isObject(source) && typeof source.getActivity === 'function') return source as unknown as ActivitySource
  // A namespace with named indexers has a default among them; one without reads its chain.
  if (source === undefined && !adapter.indexers) {
    if (!own) throw fail({ kind: 'unavailable', network: network.name })
    return own
  }
  const reader = await named(adapter, 'activity', source, network)
  if (reader?.getActivity) return reader as ActivitySource
  if (source === undefined) throw fail({ kind: 'unavailable', network: network.name })
  throw fail({ kind: 'option', path: 'activity.source', message: "must be 'chain', a source with getActivity, or an indexer this network's adapter knows" })
}

/** The reader of `tokens: { source }` / `nfts: { source }`. */
export async function holdingsReader(options: HoldingsOptions, adapter: ChainAdapter, network: CaipNetwork, option: 'tokens' | 'nfts'): Promise<HoldingsSource> {
  const source: unknown = options.source
  const method = option === 'tokens' ? 'getTokens' : 'getNfts'
  if (isObject(source) && typeof source[method] === 'function') return source as HoldingsSource
  const reader = await named(adapter, option, source, network)
  if (reader?.[method]) return reader
  throw new ActivityError({
    origin: network.caipNetworkId,
    subject: option === 'tokens' ? 'tokens' : 'NFTs',
    failure: { kind: 'option', path: `${option}.source`, message: `must be a source with ${method}, or an indexer this network's adapter knows` },
  })
}
