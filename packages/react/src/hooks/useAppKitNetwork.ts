'use client'
import type { CaipNetwork, CaipNetworkId, LatchSnapshot } from '@latch/core'
import { useAppKitInstance } from './useAppKitInstance'
import { useAppKitSelector } from './useAppKitSelector'

export interface UseAppKitNetworkReturn {
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  chainId: number | string | undefined
  /** Asks the wallet to switch (core adds the chain first when the wallet lacks it). */
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
}

const selectNetwork = (snapshot: LatchSnapshot) =>
  snapshot.activeNamespace ? snapshot.namespaces[snapshot.activeNamespace]?.network.caipNetwork : undefined

/** The active network and a way to switch it. https://docs.reown.com/appkit/react/core/hooks#useappkitnetwork */
export function useAppKitNetwork(): UseAppKitNetworkReturn {
  const { switchNetwork } = useAppKitInstance()
  const caipNetwork = useAppKitSelector(selectNetwork)
  return { caipNetwork, caipNetworkId: caipNetwork?.caipNetworkId, chainId: caipNetwork?.id, switchNetwork }
}
