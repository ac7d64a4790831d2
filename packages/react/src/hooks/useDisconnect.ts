'use client'
import type { ChainNamespace } from '@latch/core'
import { useAppKitInstance } from './useAppKitInstance'

export interface UseDisconnectReturn {
  /** Disconnects one namespace, or every connected one when none is given. */
  disconnect(options?: { namespace?: ChainNamespace }): Promise<void>
}

/** https://docs.reown.com/appkit/react/core/hooks#usedisconnect */
export function useDisconnect(): UseDisconnectReturn {
  const { client } = useAppKitInstance()
  return { disconnect: (options) => client.disconnect(options) }
}
