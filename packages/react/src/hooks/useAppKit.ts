'use client'
import type { OpenOptions } from '@latch/core'
import { useAppKitInstance } from './useAppKitInstance'

export interface UseAppKitReturn {
  open(options?: OpenOptions): Promise<void>
  close(): void
}

/** Opens and closes the modal. https://docs.reown.com/appkit/react/core/hooks#useappkit */
export function useAppKit(): UseAppKitReturn {
  const { open, close } = useAppKitInstance()
  return { open, close }
}
