'use client'
import { useAppKitNetwork } from '@latch/react'
import { Connection } from '@solana/web3.js'
import { useMemo } from 'react'

/** One Connection per RPC URL for the whole page: hooks in many components share it (and its WebSocket). */
const connections = new Map<string, Connection>()

export function connectionForUrl(url: string, wsEndpoint?: string): Connection {
  let connection = connections.get(url)
  if (!connection) {
    connection = new Connection(url, { commitment: 'confirmed', ...(wsEndpoint ? { wsEndpoint } : {}) })
    connections.set(url, connection)
  }
  return connection
}

export interface UseAppKitConnectionReturn {
  /** The web3.js Connection of the active Solana network; undefined while the active network is not Solana. */
  connection: Connection | undefined
}

/** The active Solana network's RPC as a web3.js Connection, as `@reown/appkit-adapter-solana/react` offers it. */
export function useAppKitConnection(): UseAppKitConnectionReturn {
  const { caipNetwork } = useAppKitNetwork()
  const url = caipNetwork?.chainNamespace === 'solana' ? caipNetwork.rpcUrls.default.http[0] : undefined
  const ws = caipNetwork?.chainNamespace === 'solana' ? caipNetwork.rpcUrls.default.webSocket?.[0] : undefined
  const connection = useMemo(() => (url ? connectionForUrl(url, ws) : undefined), [url, ws])
  return { connection }
}
