import { describe, expect, it } from 'vitest'
import { kusama, kusamaAssetHub, paseo, polkadot, polkadotAssetHub, westend } from '../networks'
import { isNativeAsset, nativeAssetOf } from './nativeAsset'

describe('the native asset', () => {
  it("is the network's SLIP-44 coin type on the built-in networks", () => {
    expect(nativeAssetOf(polkadot.caipNetworkId)).toBe(`${polkadot.caipNetworkId}/slip44:354`)
    expect(nativeAssetOf(kusama.caipNetworkId)).toBe(`${kusama.caipNetworkId}/slip44:434`)
    expect(nativeAssetOf(westend.caipNetworkId)).toBe(`${westend.caipNetworkId}/slip44:1`)
    expect([polkadotAssetHub, kusamaAssetHub, paseo].map((n) => nativeAssetOf(n.caipNetworkId))).toEqual([
      `${polkadotAssetHub.caipNetworkId}/slip44:354`,
      `${kusamaAssetHub.caipNetworkId}/slip44:434`,
      `${paseo.caipNetworkId}/slip44:1`,
    ])
    expect(isNativeAsset(`${kusama.caipNetworkId}/slip44:434`, kusama.caipNetworkId)).toBe(true)
    // DOT's coin type on Kusama, another network's asset, a pallet asset: none is Kusama's currency.
    expect(isNativeAsset(`${kusama.caipNetworkId}/slip44:354`, kusama.caipNetworkId)).toBe(false)
    expect(isNativeAsset(`${polkadot.caipNetworkId}/slip44:354`, kusama.caipNetworkId)).toBe(false)
    expect(isNativeAsset(`${kusama.caipNetworkId}/asset:1984`, kusama.caipNetworkId)).toBe(false)
  })

  it("is any SLIP-44 asset of a dapp's own network, and nothing of another", () => {
    const local = 'polkadot:45454545454545454545454545454545'
    expect(nativeAssetOf(local)).toBeUndefined()
    expect(isNativeAsset(`${local}/slip44:1`, local)).toBe(true)
    expect(isNativeAsset(`${local}/asset:1984`, local)).toBe(false)
    expect(isNativeAsset(`${polkadot.caipNetworkId}/slip44:354`, local)).toBe(false)
  })
})
