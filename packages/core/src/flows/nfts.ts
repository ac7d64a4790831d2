/**
 * The Account view's NFTs: what the adapter reads from the chain (the configured collections on eip155), or an
 * indexer's list (`nfts: { source }`) with images, spam flagged and listed last.
 */
import { isHoldingsOptions } from '../sources/isHoldingsOptions'
import { nftsAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { fetchAccountData } from './accountData'

export function fetchNfts(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, nftsAtom, 'nfts', async ({ adapter, address, network }) => {
    const option = ctx.options.nfts
    const params = { address, caipNetworkId: network.caipNetworkId }
    if (isHoldingsOptions(option)) {
      // The indexer's code loads only for hosts that name one.
      const { holdingsReader } = await import('../sources/readers')
      const list = (await (await holdingsReader(option, adapter, network, 'nfts')).getNfts?.(params)) ?? []
      return [...list].sort((a, b) => Number(a.spam ?? false) - Number(b.spam ?? false))
    }
    const collections = option?.[network.caipNetworkId] ?? []
    const getNfts = adapter.reads?.getNfts?.bind(adapter.reads)
    return getNfts ? getNfts({ ...params, collections }) : []
  })
}
