/**
 * Restores stored connections on start (spec §4): a stored "connected" shows as connecting with the
 * cached address while the adapter silently asks the wallet; a stored "disconnected" clears the
 * address cache. No balance is read here: nothing touches the network before the modal opens.
 */
import { resetAccount, servedNamespaces, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { toCaipAddress } from '../utils/caip'
import { applyConnection } from './applyConnection'

/** Synchronous part: what the first render shows (cached address, "connecting"). */
export function restoreStoredStatus(ctx: LatchContext): ChainNamespace[] {
  const toRestore: ChainNamespace[] = []
  for (const ns of servedNamespaces(ctx)) {
    const status = ctx.storage.getConnectionStatus(ns)
    if (status === 'disconnected') {
      ctx.storage.setAddress(ns, undefined)
      continue
    }
    if (status !== 'connected' && status !== 'connecting' && status !== 'reconnecting') continue
    const connectorId = ctx.storage.getConnectorId(ns)
    if (!ctx.options.enableReconnect || !connectorId || !ctx.adapters.has(ns)) {
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

/** Asynchronous part: each namespace asks its adapter; failures reset that namespace only. */
export async function reconnectNamespaces(ctx: LatchContext, namespaces: readonly ChainNamespace[]): Promise<void> {
  await Promise.all(
    namespaces.map(async (ns) => {
      const adapter = ctx.adapters.get(ns)
      const connectorId = ctx.storage.getConnectorId(ns)
      if (!adapter || !connectorId) return resetAccount(ctx, ns)
      try {
        const connection = await adapter.reconnect({ connectorId, caipNetworkId: ctx.storage.getActiveCaipNetworkId(ns) })
        if (connection) applyConnection(ctx, ns, connection)
        else resetAccount(ctx, ns)
      } catch (error) {
        ctx.logger.warn('reconnect failed', ns, error)
        resetAccount(ctx, ns)
      }
    }),
  )
}
