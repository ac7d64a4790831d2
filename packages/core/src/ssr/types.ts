import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/chain'

/** One namespace's connection as the last page stored it: what a server renders before the wallet is asked. */
export interface InitialConnection {
  status: 'connected'
  address: string
  caipAddress: CaipAddress
  caipNetworkId: CaipNetworkId
  connectorId: string
}

/**
 * The state a server render starts from (`cookieToInitialState`), passed to the instance as `initialState` so the
 * server's HTML and the first client render show the same connection. Plain data: it crosses from a server
 * component to a client component as props.
 */
export interface LatchInitialState {
  /** The namespace used last: the active one on the first render. */
  activeNamespace?: ChainNamespace
  /** The stored connections, per namespace. */
  connections: Partial<Record<ChainNamespace, InitialConnection>>
}
