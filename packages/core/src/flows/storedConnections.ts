/**
 * What storage says of each namespace's last connection (spec §4), read without a store: which to show as
 * "connecting" and ask the adapter about, and which cannot come back and are to be forgotten. The client's start, its
 * `reconnect()` and the snapshot painted before the client loads all read it here.
 */
import { servedNamespacesOf } from '../chains/startNetworks'
import type { ResolvedOptions } from '../options/defaults'
import type { StartReads } from '../store/startReads'
import type { CaipAddress, ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'

/** A stored connection to restore, and what the first render shows of it. */
export interface StoredConnection {
  namespace: ChainNamespace
  connectorId: string
  address: string | undefined
  caipAddress: CaipAddress | undefined
}

export interface StoredConnections {
  restore: StoredConnection[]
  /** Stored as connected, but reconnecting is off, the connector or adapter is gone, or the list lost it. */
  forget: ChainNamespace[]
  /** Stored as disconnected: only the cached address is left to clear. */
  staleAddress: ChainNamespace[]
}

export function storedConnections(options: ResolvedOptions, storage: StartReads): StoredConnections {
  const found: StoredConnections = { restore: [], forget: [], staleAddress: [] }
  // The list every connect adds to and every disconnect removes from: a status left behind by an interrupted write
  // (another tab disconnected, storage partly cleared) does not bring a namespace back on its own.
  const connectedNamespaces = storage.getConnectedNamespaces()
  for (const namespace of servedNamespacesOf(options)) {
    const status = storage.getConnectionStatus(namespace)
    if (status === 'disconnected') {
      found.staleAddress.push(namespace)
      continue
    }
    if (status !== 'connected' && status !== 'connecting' && status !== 'reconnecting') continue
    const connectorId = storage.getConnectorId(namespace)
    const hasAdapter = options.adapters.some((a) => a.namespace === namespace)
    if (!options.enableReconnect || !connectorId || !hasAdapter || !connectedNamespaces.includes(namespace)) {
      found.forget.push(namespace)
      continue
    }
    const address = storage.getAddress(namespace)
    const networkId = storage.getActiveCaipNetworkId(namespace)
    found.restore.push({ namespace, connectorId, address, caipAddress: address && networkId ? toCaipAddress(networkId, address) : undefined })
  }
  return found
}
