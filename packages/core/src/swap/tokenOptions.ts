/**
 * The token pickers' list: the account's holdings first (the native currency, then its tokens, with balances), then
 * the source's tokens for the network it does not hold, once each. Spam the account holds is left out.
 */
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { CaipAssetId, CaipNetwork } from '../types/chain'
import type { TokenItem } from '../types/state'
import type { SwapTokenOption } from '../types/swapState'
import type { SwapToken } from './types'

/** One spelling per asset: the address part as the adapter normalises addresses (eip155: lower case). */
export function assetKey(adapter: Pick<ChainAdapter, 'normalize'>, asset: string): string {
  const cut = asset.lastIndexOf(':')
  return adapter.normalize && cut > 0 ? `${asset.slice(0, cut + 1)}${adapter.normalize(asset.slice(cut + 1), 'address')}` : asset
}

export function swapTokenOptions(a: { adapter: ChainAdapter; network: CaipNetwork }, native: CaipAssetId, held: readonly TokenItem[], listed: readonly SwapToken[]): SwapTokenOption[] {
  const out = new Map<string, SwapTokenOption>()
  for (const t of held) {
    if (t.spam) continue
    const asset = t.asset ?? native
    const option: SwapTokenOption = { asset, symbol: t.symbol, name: t.name, decimals: t.decimals, balance: t.quantity, ...(t.iconUrl ? { iconUrl: t.iconUrl } : {}), ...(t.price !== undefined ? { priceUsd: t.price } : {}) }
    out.set(assetKey(a.adapter, asset), option)
  }
  for (const t of listed) {
    const key = assetKey(a.adapter, t.asset)
    const mine = out.get(key)
    // What the source knows (an icon, a price) fills in what the chain read lacks.
    if (mine) out.set(key, { ...t, ...mine, asset: mine.asset })
    else out.set(key, t)
  }
  const nativeKey = assetKey(a.adapter, native)
  const first = out.get(nativeKey) ?? { asset: native, ...a.network.nativeCurrency }
  out.delete(nativeKey)
  return [first, ...out.values()]
}
