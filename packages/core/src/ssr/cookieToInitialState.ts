/**
 * `cookieToInitialState(cookieHeader)`: on the server, the connection the browser stored with `cookieStorage`, as
 * the `initialState` of the instance that renders the page. The cookies are read through the same validated
 * storage reads as on start, so a corrupt, foreign or hand-edited cookie reads as "nothing stored", never throws.
 */
import { createLatchStorage } from '../store/storage'
import type { ChainNamespace } from '../types/chain'
import type { LatchStorage } from '../types/options'
import { toCaipAddress } from '../utils/caip'
import { parseCookies } from './parseCookies'
import type { InitialConnection, LatchInitialState } from './types'

export interface CookieToInitialStateOptions {
  /** The storage keys' prefix the instance uses. Defaults to `latch`. */
  storagePrefix?: string
}

/** Without a stored connection (no cookie, a disconnected one, a bad one): `undefined`. https://docs.reown.com/appkit/next/core/installation */
export function cookieToInitialState(cookieHeader: string | null | undefined, options: CookieToInitialStateOptions = {}): LatchInitialState | undefined {
  if (!cookieHeader) return undefined
  try {
    const cookies = parseCookies(cookieHeader)
    const readOnly: LatchStorage = { getItem: (key) => cookies.get(key) ?? null, setItem: () => {}, removeItem: () => {} }
    const storage = createLatchStorage(readOnly, options.storagePrefix)
    const connections: Partial<Record<ChainNamespace, InitialConnection>> = {}
    for (const namespace of storage.getConnectedNamespaces()) {
      // Only a connection that was confirmed: one still being made when the page was left is not shown as made.
      if (storage.getConnectionStatus(namespace) !== 'connected') continue
      const address = storage.getAddress(namespace)
      const connectorId = storage.getConnectorId(namespace)
      const caipNetworkId = storage.getActiveCaipNetworkId(namespace)
      if (!address || !connectorId || !caipNetworkId) continue
      connections[namespace] = { status: 'connected', address, caipAddress: toCaipAddress(caipNetworkId, address), caipNetworkId, connectorId }
    }
    if (Object.keys(connections).length === 0) return undefined
    // As the browser will pick it on start (the stored last-used chain), so both renders agree.
    const activeNamespace = storage.getLastUsedChain()
    return activeNamespace ? { activeNamespace, connections } : { connections }
  } catch {
    return undefined
  }
}
