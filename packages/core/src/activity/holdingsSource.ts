/** Which source the Tokens or NFTs list reads for a network when the host named one (`HoldingsOptions.source`). */
import type { HoldingsSource } from '../adapters/contract'
import type { CaipNetwork } from '../types/chain'
import type { HoldingsOptions } from '../types/options'
import { ActivityError } from './activityError'
import { blockscoutUrl } from './blockscoutClient'
import { blockscoutHoldings } from './blockscoutHoldings'
import { BLOCKSCOUT_INSTANCES } from './blockscoutInstances'
import { isRecord } from './isRecord'

/** Checked on first use, like the activity option: a bad one is the list's error, naming the option. */
export function holdingsSource(options: HoldingsOptions, network: CaipNetwork, option: 'tokens' | 'nfts'): HoldingsSource {
  const source: unknown = options.source
  const method = option === 'tokens' ? 'getTokens' : 'getNfts'
  if (isRecord(source) && typeof source[method] === 'function') return source as HoldingsSource
  const urls = source === 'blockscout' ? BLOCKSCOUT_INSTANCES : isRecord(source) && isRecord(source.blockscout) ? source.blockscout : undefined
  if (!urls) throw new ActivityError({ origin: network.caipNetworkId, failure: { kind: 'option', path: `${option}.source`, message: `must be 'blockscout', { blockscout: { [caipNetworkId]: url } } or a source with ${method}` } })
  return blockscoutHoldings({ baseUrl: blockscoutUrl(urls, network, option) })
}
