/** Which source the Activity tab reads for a network: the host's choice (`ActivityOptions.source`), else public Blockscout. */
import type { ActivitySource, ChainAdapter } from '../adapters/contract'
import type { CaipNetwork } from '../types/chain'
import type { ActivityOptions } from '../types/options'
import { ActivityError } from './activityError'
import { blockscoutActivity } from './blockscoutActivity'
import { blockscoutUrl } from './blockscoutClient'
import { BLOCKSCOUT_INSTANCES } from './blockscoutInstances'
import { isRecord } from './isRecord'

/**
 * The option is checked here, on first use, rather than with the others at start-up: its rules then load with
 * this code instead of in every dapp's first bundle. A bad one is the tab's error, naming the option.
 */
export function activitySource(options: ActivityOptions | undefined, adapter: ChainAdapter, network: CaipNetwork): ActivitySource {
  const source: unknown = options?.source
  const fail = (failure: ConstructorParameters<typeof ActivityError>[0]['failure']) => new ActivityError({ origin: network.caipNetworkId, failure })
  if (source === 'chain') {
    const read = adapter.getActivity?.bind(adapter)
    if (!read) throw fail({ kind: 'unavailable', network: network.name })
    return { getActivity: read }
  }
  if (isRecord(source) && typeof source.getActivity === 'function') return source as unknown as ActivitySource
  const urls = source === undefined ? BLOCKSCOUT_INSTANCES : isRecord(source) && isRecord(source.blockscout) ? source.blockscout : undefined
  if (!urls) throw fail({ kind: 'option', path: 'activity.source', message: "must be 'chain', { blockscout: { [caipNetworkId]: url } } or a source with getActivity" })
  return blockscoutActivity({ baseUrl: blockscoutUrl(urls, network, 'activity'), nativeCurrency: network.nativeCurrency })
}
