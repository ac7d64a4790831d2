'use client'
import type { ChainNamespace } from '@latch/core'
import { useCallback } from 'react'
import type { AppKit } from '../types'
import { useAppKitSelector } from './useAppKitSelector'

export interface UseAppKitProviderReturn<T> {
  /** The connected wallet's provider (EIP-1193 on eip155); undefined while disconnected. */
  walletProvider: T | undefined
  walletProviderType: string | undefined
}

/** The wallet provider of one namespace. https://docs.reown.com/appkit/react/core/hooks#useappkitprovider */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): UseAppKitProviderReturn<T> {
  // Re-read on every state change; the one-level compare keeps the object while the provider is the same.
  const select = useCallback((_: unknown, appKit: AppKit) => appKit.client.getProvider(namespace), [namespace])
  const { walletProvider, walletProviderType } = useAppKitSelector(select)
  // The generic is the caller's claim about the provider's type, as in Reown.
  return { walletProvider: walletProvider as T | undefined, walletProviderType }
}
