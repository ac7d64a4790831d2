/**
 * The native currency as a CAIP-19 asset: `<network>/slip44:<coin type>`. SLIP-44 gives DOT 354 and KSM 434; the
 * public testnets use 1, the coin type of every testnet. Core sends no asset for the native currency; this is what
 * one that names it explicitly must say.
 */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'

/**
 * By the built-in networks' CAIP-2 ids written out (nativeAsset.test.ts checks them against ../networks): importing
 * the network objects here would put them in a chunk the dapp's first bundle shares with this lazy code.
 */
const COIN_TYPES: Readonly<Record<CaipNetworkId, number>> = {
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 354, // Polkadot
  'polkadot:68d56f15f85d3136970ec16946040bc1': 354, // Polkadot Asset Hub
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 434, // Kusama
  'polkadot:48239ef607d7928874027a43a6768920': 434, // Kusama Asset Hub
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e': 1, // Westend
  'polkadot:77afd6190f1554ad45fd0d31aee62aac': 1, // Paseo
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
