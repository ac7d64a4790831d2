'use client'
import type { LatchSnapshot, PublicState } from '@latch/core'
import { useAppKitSelector } from './useAppKitSelector'

const selectState = (snapshot: LatchSnapshot): PublicState => snapshot.state

/** Modal and chain state: {open, loading, initialized, activeChain, selectedNetworkId}. https://docs.reown.com/appkit/react/core/hooks#useappkitstate */
export function useAppKitState(): PublicState {
  return useAppKitSelector(selectState)
}
