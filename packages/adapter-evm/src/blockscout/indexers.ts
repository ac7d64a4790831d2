/**
 * What a host's `activity.source` / `tokens.source` / `nfts.source` means on eip155 when it names an indexer:
 * `'blockscout'` (tokens, NFTs) or no source at all (activity) are Blockscout's public instances;
 * `{ blockscout: { [caipNetworkId]: url } }` one instance per network, self-hosted too.
 */
import type { AccountReads, CaipNetwork } from '@latch/core'
import { blockscoutActivity } from './blockscoutActivity'
import { blockscoutUrl } from './blockscoutClient'
import { blockscoutHoldings } from './blockscoutHoldings'
import { BLOCKSCOUT_INSTANCES } from './blockscoutInstances'
import { isRecord } from './isRecord'

export async function resolveBlockscout({ kind, option, network }: { kind: 'activity' | 'tokens' | 'nfts'; option: unknown; network: CaipNetwork }): Promise<AccountReads | undefined> {
  const byDefault = kind === 'activity' ? option === undefined : option === 'blockscout'
  const urls = byDefault ? BLOCKSCOUT_INSTANCES : isRecord(option) && isRecord(option.blockscout) ? option.blockscout : undefined
  if (!urls) return undefined
  const baseUrl = blockscoutUrl(urls, network, kind)
  return kind === 'activity' ? blockscoutActivity({ baseUrl, nativeCurrency: network.nativeCurrency }) : blockscoutHoldings({ baseUrl })
}
