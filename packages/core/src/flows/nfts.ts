/**
 * The Account view's NFTs: what the account holds in the configured collections, read from the chain (ERC-721),
 * or an indexer's list (`nfts: { source }`): ERC-721 and ERC-1155 with their images, spam flagged and listed last.
 */
import { isHoldingsOptions } from '../activity/isHoldingsOptions'
import { nftsAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { fetchAccountData } from './accountData'

export function fetchNfts(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, nftsAtom, async ({ adapter, address, network }) => {
    const option = ctx.options.nfts
    if (isHoldingsOptions(option)) {
      // The indexer's code loads only for hosts that name one.
      const { holdingsSource } = await import('../activity/holdingsSource')
      const list = (await holdingsSource(option, network, 'nfts').getNfts?.({ address, caipNetworkId: network.caipNetworkId })) ?? []
      return [...list].sort((a, b) => Number(a.spam ?? false) - Number(b.spam ?? false))
    }
    const collections = option?.[network.caipNetworkId] ?? []
    if (collections.length === 0 || !adapter.getNfts) return []
    return adapter.getNfts({ address, caipNetworkId: network.caipNetworkId, collections })
  })
}
