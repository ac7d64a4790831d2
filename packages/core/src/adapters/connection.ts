/** What connecting reports, and the events a connection emits (the adapter contract's required half). */
import type { Account, CaipNetwork, CaipNetworkId, Connector } from '../types/chain'

/** What a successful connect, reconnect or network switch reports. */
export interface AdapterConnection {
  /** The active address, in the namespace's own format (no CAIP prefix). It may differ per network. */
  address: string
  /** Every account the wallet exposed; the first is `address`. */
  accounts: Account[]
  /** The network the connection is on, as a CAIP-2 id (it may be one the dapp did not request). */
  caipNetworkId: CaipNetworkId
  /** The connector that made the connection. */
  connectorId: string
}

/** Events an adapter emits; core subscribes once per adapter in `setup`. */
export interface AdapterEventMap {
  /** Accounts changed in the wallet. An empty list means the wallet disconnected the dapp. */
  accountsChanged: { accounts: Account[] }
  /** The wallet moved to another network (only adapters whose wallet holds the network emit it). */
  chainChanged: { caipNetworkId: CaipNetworkId }
  /** The wallet ended the connection. */
  disconnect: undefined
  /** The set of discovered connectors changed (announcements arrive over time). */
  connectorsChanged: { connectors: Connector[] }
}

export type AdapterEventName = keyof AdapterEventMap
export type AdapterListener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

export interface AdapterSetupParameters {
  /** The dapp's networks of this namespace, in the dapp's order, with `customRpcUrls` already applied. */
  networks: CaipNetwork[]
  projectId?: string
  metadata?: { name: string; description: string; url: string; icons: string[] }
}
