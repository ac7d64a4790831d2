'use client'
import type { ConnectedWalletInfo, LatchSnapshot } from '@latch/core'
import { useAppKitSelector } from './useAppKitSelector'

export interface UseWalletInfoReturn {
  walletInfo: ConnectedWalletInfo | undefined
}

const selectWalletInfo = (snapshot: LatchSnapshot) =>
  snapshot.activeNamespace ? snapshot.namespaces[snapshot.activeNamespace]?.account.connectedWalletInfo : undefined

/** The connected wallet's name and icon. https://docs.reown.com/appkit/react/core/hooks#usewalletinfo */
export function useWalletInfo(): UseWalletInfoReturn {
  return { walletInfo: useAppKitSelector(selectWalletInfo) }
}
