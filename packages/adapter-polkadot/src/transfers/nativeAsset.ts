/**
 * The native currency as a CAIP-19 asset: `<network>/slip44:<coin type>`. SLIP-44 gives DOT 354 and KSM 434; the
 * public testnets use 1, the coin type of every testnet. Core sends no asset for the native currency; this is what
 * one that names it explicitly must say.
 */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'
import { kusama, kusamaAssetHub, paseo, polkadot, polkadotAssetHub, westend } from '../networks'

const COIN_TYPES: Readonly<Record<CaipNetworkId, number>> = {
  [polkadot.caipNetworkId]: 354,
  [polkadotAssetHub.caipNetworkId]: 354,
  [kusama.caipNetworkId]: 434,
  [kusamaAssetHub.caipNetworkId]: 434,
  [westend.caipNetworkId]: 1,
  [paseo.caipNetworkId]: 1,
}

/** The native asset's id on a built-in network; undefined on a dapp's own (its coin type is not known here). */
export function nativeAssetOf(caipNetworkId: CaipNetworkId): CaipAssetId | undefined {
  const coinType = COIN_TYPES[caipNetworkId]
  return coinType === undefined ? undefined : `${caipNetworkId}/slip44:${coinType}`
}

/**
 * Whether `asset` names the network's native currency. On a network whose coin type is not known, any `slip44:`
 * asset of that network is taken as native: a Substrate chain's only SLIP-44 asset is its own currency.
 */
export function isNativeAsset(asset: CaipAssetId, caipNetworkId: CaipNetworkId): boolean {
  const known = nativeAssetOf(caipNetworkId)
  if (known) return asset === known
  return asset.startsWith(`${caipNetworkId}/slip44:`)
}
