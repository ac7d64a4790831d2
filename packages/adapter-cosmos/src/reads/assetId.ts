/**
 * CAIP-19 ids of Cosmos denoms. CAIP-19's own example names a chain's staking coin by its SLIP-44 coin type
 * (`cosmos:cosmoshub-3/slip44:118`), which is what the native denom gets. CAIP-19 has no namespace for other bank
 * denoms, and its asset reference allows only `[-.%a-zA-Z0-9]` (no `/`), so: an IBC voucher `ibc/<hash>` is
 * `…/ibc:<hash>`, any other denom (`uother`, `factory/osmo1…/x`) is `…/denom:<denom>` with every other character
 * %-encoded. No SDK: eager enough for the first reads.
 */
import type { CaipAssetId, CaipNetworkId } from '@latch/core'

const encodeDenom = (denom: string) => denom.replace(/[^-.a-zA-Z0-9]/g, (c) => [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''))

export function denomAssetId(caipNetworkId: CaipNetworkId, denom: string, native: { denom: string; coinType: number }): CaipAssetId {
  if (denom === native.denom) return `${caipNetworkId}/slip44:${native.coinType}`
  const ibc = /^ibc\/([0-9A-Fa-f]{64})$/.exec(denom)
  if (ibc) return `${caipNetworkId}/ibc:${(ibc[1] as string).toUpperCase()}`
  return `${caipNetworkId}/denom:${encodeDenom(denom)}`
}

/** The denom a CAIP-19 id names on `caipNetworkId`; undefined when it is not one of this chain's. */
export function assetDenom(asset: string, caipNetworkId: CaipNetworkId, native: { denom: string; coinType: number }): string | undefined {
  if (!asset.startsWith(`${caipNetworkId}/`)) return undefined
  const [namespace, reference] = asset.slice(caipNetworkId.length + 1).split(':') as [string, string | undefined]
  if (!reference) return undefined
  if (namespace === 'slip44') return reference === String(native.coinType) ? native.denom : undefined
  if (namespace === 'ibc') return `ibc/${reference}`
  if (namespace === 'denom') {
    try {
      return decodeURIComponent(reference)
    } catch {
      return undefined
    }
  }
  return undefined
}
