'use client'
import type { Account, CaipAddress, ChainNamespace, ConnectionStatus, EmbeddedWalletInfo, LatchSnapshot } from '@latch/core'
import { useCallback } from 'react'
import { useAppKitSelector } from './useAppKitSelector'

export interface UseAppKitAccountOptions {
  /** The namespace to read. Defaults to the active one. */
  namespace?: ChainNamespace
}

export interface UseAppKitAccountReturn {
  allAccounts: readonly Account[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** The embedded (e-mail/social) wallet's user, login and account type; undefined for any other wallet. */
  embeddedWalletInfo: EmbeddedWalletInfo | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
}

const noAccounts: readonly Account[] = []

/** The connected account of one namespace. https://docs.reown.com/appkit/react/core/hooks#useappkitaccount */
export function useAppKitAccount(options?: UseAppKitAccountOptions): UseAppKitAccountReturn {
  const namespace = options?.namespace
  const select = useCallback(
    (snapshot: LatchSnapshot): UseAppKitAccountReturn => {
      const read = namespace ?? snapshot.activeNamespace
      const account = read ? snapshot.namespaces[read]?.account : undefined
      return {
        allAccounts: account?.allAccounts ?? noAccounts,
        caipAddress: account?.caipAddress,
        address: account?.address,
        isConnected: account?.status === 'connected',
        status: account?.status ?? 'disconnected',
        embeddedWalletInfo: account?.embeddedWalletInfo,
        balance: account?.balance,
        balanceSymbol: account?.balanceSymbol,
      }
    },
    [namespace],
  )
  return useAppKitSelector(select)
}
