/**
 * Applies an instance's `initialState` on start, on the server and in the browser alike, so both renders begin
 * from the same state. Each connection in it shows as connected (flows/restoreStatus leaves a connected account
 * so) until the silent reconnect confirms it, or resets it when the wallet is gone. Kept apart from the cookie
 * code: an instance takes an initial state from anywhere, and a dapp without one loads nothing of ssr/ but this.
 */
import { getNamespaceState, findRequestedNetwork, updateAccount, updateNetwork } from '../chains/namespaceState'
import { activeNamespaceAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'
import type { LatchInitialState } from './types'

/** Returns the namespaces to reconnect: `stored` (what storage restores) and those the initial state shows. */
export function applyInitialState(ctx: LatchContext, { activeNamespace, connections }: LatchInitialState, stored: ChainNamespace[]): ChainNamespace[] {
  // Shown only where a reconnect will confirm it, on a network the dapp serves.
  for (const [namespace, c] of ctx.options.enableReconnect ? Object.entries(connections ?? {}) : []) {
    const network = c?.address && c.connectorId && ctx.adapters.has(namespace as ChainNamespace) && findRequestedNetwork(ctx, c.caipNetworkId)
    if (!network || network.chainNamespace !== namespace) continue
    updateNetwork(ctx, namespace, { caipNetwork: network })
    updateAccount(ctx, namespace, { status: 'connected', address: c.address, caipAddress: toCaipAddress(network.caipNetworkId, c.address), connectorId: c.connectorId })
    if (!stored.includes(namespace)) stored.push(namespace)
  }
  if (activeNamespace && getNamespaceState(ctx, activeNamespace)) ctx.store.set(activeNamespaceAtom, activeNamespace)
  return stored
}
