import type { CaipAssetId, CaipNetworkId } from '@latch/core'

/** The chain's native currency as CAIP-19: SLIP-44 coin type 60 on every eip155 chain, as wallets and LI.FI write it. */
export const nativeAsset = (caipNetworkId: CaipNetworkId): CaipAssetId => `${caipNetworkId}/slip44:60`
