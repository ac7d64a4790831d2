/**
 * The synchronous half of restoring stored connections on start (spec §4): what the first render shows (cached
 * address, "connecting") and which namespaces the connection code must then ask their adapters about. It lives
 * apart from flows/reconnect so a first visit, with nothing stored, never loads the reconnect code.
 */
import { getNamespaceState, resetAccount, servedNamespaces, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'

/**
 * Marks each stored connection "connecting" with its cached address; returns the namespaces to reconnect. With
 * `show: false` (a server-rendered page, `ssr`) nothing is shown: the first render must be the server's, and the
 * reconnect that follows shows the result.
 */
export function restoreStoredStatus(ctx: LatchContext, { show = true } = {}): ChainNamespace[] {
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
    toRestore.push(ns)
    if (!show) continue
    const address = ctx.storage.getAddress(ns)
    const networkId = ctx.storage.getActiveCaipNetworkId(ns)
    updateAccount(ctx, ns, {
      status: 'connecting',
      address,
      caipAddress: address && networkId ? toCaipAddress(networkId, address) : undefined,
      connectorId,
    })
  }
  return toRestore
}

/**
 * While the adapters are asked (they never prompt), what was "connecting" from storage shows as reconnecting. Any
 * other status stays: a connection an `initialState` shows stays connected until its wallet answers, and one not
 * shown (`ssr`) stays disconnected, so neither changes what the server rendered.
 */
export function markReconnecting(ctx: LatchContext, namespaces: readonly ChainNamespace[]): void {
  for (const ns of namespaces) if (getNamespaceState(ctx, ns)?.account.status === 'connecting') updateAccount(ctx, ns, { status: 'reconnecting' })
}
