/**
 * The synchronous half of restoring stored connections on start (spec §4): what the first render shows (cached
 * address, "connecting") and which namespaces the connection code must then ask their adapters about. It lives
 * apart from flows/reconnect so a first visit, with nothing stored, never loads the reconnect code.
 */
import { resetAccount, servedNamespaces, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'

/** Marks each stored connection "connecting" with its cached address; returns the namespaces to reconnect. */
export function restoreStoredStatus(ctx: LatchContext): ChainNamespace[] {
  const toRestore: ChainNamespace[] = []
  // The list every connect adds to and every disconnect removes from: a status left behind by an interrupted
  // write (another tab disconnected, storage partly cleared) does not bring a namespace back on its own.
  const connectedNamespaces = ctx.storage.getConnectedNamespaces()
  for (const ns of servedNamespaces(ctx)) {
    const status = ctx.storage.getConnectionStatus(ns)
    if (status === 'disconnected') {
      ctx.storage.setAddress(ns, undefined)
      continue
    }
    if (status !== 'connected' && status !== 'connecting' && status !== 'reconnecting') continue
    const connectorId = ctx.storage.getConnectorId(ns)
    if (!ctx.options.enableReconnect || !connectorId || !ctx.adapters.has(ns) || !connectedNamespaces.includes(ns)) {
      resetAccount(ctx, ns)
      continue
    }
    const address = ctx.storage.getAddress(ns)
    const networkId = ctx.storage.getActiveCaipNetworkId(ns)
    updateAccount(ctx, ns, {
      status: 'connecting',
      address,
      caipAddress: address && networkId ? toCaipAddress(networkId, address) : undefined,
      connectorId,
    })
    toRestore.push(ns)
  }
  return toRestore
}

/** While the adapters are asked (they never prompt), what was "connecting" from storage shows as reconnecting. */
export function markReconnecting(ctx: LatchContext, namespaces: readonly ChainNamespace[]): void {
  for (const ns of namespaces) updateAccount(ctx, ns, { status: 'reconnecting' })
}
