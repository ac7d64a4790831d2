/** The Account view's NFTs: what the account holds in the configured collections, read from the chain. */
import { nftsAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { fetchAccountData } from './accountData'

export function fetchNfts(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, nftsAtom, async ({ adapter, address, network }) => {
    const collections = ctx.options.nfts?.[network.caipNetworkId] ?? []
    if (collections.length === 0 || !adapter.getNfts) return []
    return adapter.getNfts({ address, caipNetworkId: network.caipNetworkId, collections })
  })
}
