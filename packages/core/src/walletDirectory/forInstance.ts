/** The wallet list of one instance: its options, its recents and the extensions discovered so far. */
import { allConnectors } from '../connectors/connectors'
import { recentConnectorIdsAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { createExplorerSource } from './explorerSource'
import type { ListedWallet } from './listWallets'
import { walletImageSrc } from './listWallets'
import type { WalletEntry } from './types'
import { createWalletListLoader, type WalletListLoader, type WalletListResult } from './walletListLoader'

const loaders = new WeakMap<LatchContext, { loader: WalletListLoader; imageUrl: (entry: WalletEntry) => string }>()

async function forContext(ctx: LatchContext) {
  // The instance's cache: its pages live and go with its other account reads.
  const cache = await ctx.queries()
  let entry = loaders.get(ctx)
  if (!entry) {
    const o = ctx.options
    const source = o.walletDirectory?.source ?? createExplorerSource({ projectId: o.projectId, baseUrl: o.walletDirectory?.url })
    const chains = o.networks.filter((n) => ctx.adapters.get(n.chainNamespace)?.remote).map((n) => n.caipNetworkId)
    const loader = createWalletListLoader({
      source,
      featuredWalletIds: o.featuredWalletIds,
      includeWalletIds: o.includeWalletIds,
      excludeWalletIds: o.excludeWalletIds,
      customWallets: o.customWallets,
      chains,
      cache,
    })
    entry = { loader, imageUrl: (w) => walletImageSrc(w, source) }
    loaders.set(ctx, entry)
  }
  return entry
}

export type LoadedWallet = ListedWallet & { imageSrc: string }
export type LoadedWallets = Omit<WalletListResult, 'wallets'> & { wallets: LoadedWallet[] }

export async function loadWallets(ctx: LatchContext, request: { search?: string; pages?: number; signal?: AbortSignal } = {}): Promise<LoadedWallets> {
  const { loader, imageUrl } = await forContext(ctx)
  const installedRdns = allConnectors(ctx).flatMap((c) => (c.info?.rdns ? [c.info.rdns] : []))
  const result = await loader.load({ ...request, recentWalletIds: ctx.store.get(recentConnectorIdsAtom), installedRdns })
  return { ...result, wallets: result.wallets.map((w) => ({ ...w, imageSrc: imageUrl(w) })) }
}
