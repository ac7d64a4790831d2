/**
 * An instance's `initialState` over its start (client/startState), on the server and in the browser alike, so both
 * renders begin from the same state. Each connection in it shows as connected until the silent reconnect confirms
 * it, or resets it when the wallet is gone. Kept apart from the cookie code: an instance takes an initial state from
 * anywhere, and a dapp without one loads nothing of ssr/ but this.
 */
import { withExplorerUrl } from '../chains/explorerLink'
import { findRequestedNetworkOf } from '../chains/startNetworks'
import type { ResolvedOptions } from '../options/defaults'
import type { ChainNamespace } from '../types/chain'
import type { NamespaceState } from '../types/client'
import { toCaipAddress } from '../utils/caip'
import type { LatchInitialState } from './types'

type Namespaces = Partial<Record<ChainNamespace, NamespaceState>>

/**
 * The namespaces with the initial state's connections applied, the active namespace it names, and the namespaces it
 * adds to those to reconnect. Shown only where a reconnect will confirm it, on a network the dapp serves.
 */
export function applyInitialState(
  options: ResolvedOptions,
  { activeNamespace, connections }: LatchInitialState,
  start: { namespaces: Namespaces; activeNamespace: ChainNamespace | undefined; toRestore: ChainNamespace[] },
): { namespaces: Namespaces; activeNamespace: ChainNamespace | undefined; toRestore: ChainNamespace[] } {
  const namespaces = { ...start.namespaces }
  const toRestore = [...start.toRestore]
  for (const [key, c] of options.enableReconnect ? Object.entries(connections ?? {}) : []) {
    const namespace = key as ChainNamespace
    const network = c?.address && c.connectorId && options.adapters.some((a) => a.namespace === namespace) && findRequestedNetworkOf(options, c.caipNetworkId)
    const current = namespaces[namespace]
    if (!network || network.chainNamespace !== namespace || !current) continue
    const account = { ...current.account, status: 'connected' as const, address: c.address, caipAddress: toCaipAddress(network.caipNetworkId, c.address), connectorId: c.connectorId }
    namespaces[namespace] = withExplorerUrl({ ...current, network: { ...current.network, caipNetwork: network }, account })
    if (!toRestore.includes(namespace)) toRestore.push(namespace)
  }
  return { namespaces, activeNamespace: activeNamespace && namespaces[activeNamespace] ? activeNamespace : start.activeNamespace, toRestore }
}
