import { type CaipNetwork, type CaipNetworkId, UnknownNetworkError } from '@latch/core'
import { chainIdOf } from './chainId'

/** One of the dapp's eip155 networks and its numeric chain id; the typed error when it is not one of them. */
export function networkOf(networks: readonly CaipNetwork[], caipNetworkId: CaipNetworkId): { network: CaipNetwork; chainId: number } {
  const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
  const chainId = chainIdOf(caipNetworkId)
  if (!network || chainId === undefined) throw new UnknownNetworkError({ namespace: 'eip155', caipNetworkId })
  return { network, chainId }
}
