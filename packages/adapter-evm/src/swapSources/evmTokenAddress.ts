/** CAIP-19 assets as the aggregators' APIs write tokens: a contract address, or their placeholder for the native one. */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'
import { SwapNoRouteError } from '@latch/core/swap'
import { nativeAsset } from '../swaps/nativeAsset'
import { erc20Asset, erc20Contract } from '../erc20'

/** How 1inch and 0x both spell a chain's native currency. */
export const NATIVE_TOKEN = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export function apiToken(source: string, caipNetworkId: CaipNetworkId, asset: CaipAssetId): string {
  if (asset === nativeAsset(caipNetworkId)) return NATIVE_TOKEN
  const contract = asset.startsWith(`${caipNetworkId}/erc20:`) ? erc20Contract(caipNetworkId, asset) : undefined
  if (!contract) throw new SwapNoRouteError({ source, detail: `${asset} is not a token of ${caipNetworkId}` })
  return contract
}

export function assetOf(caipNetworkId: CaipNetworkId, address: string): CaipAssetId {
  return address.toLowerCase() === NATIVE_TOKEN.toLowerCase() ? nativeAsset(caipNetworkId) : erc20Asset(caipNetworkId, address)
}
