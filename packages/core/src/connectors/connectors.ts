/** The connectors registry: what each adapter discovered, and the recent wallets (≤ 2, spec §9). */
import { connectorsAtom, recentConnectorIdsAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { ChainNamespace, Connector } from '../types/chain'

export function setConnectors(ctx: LatchContext, namespace: ChainNamespace, connectors: readonly Connector[]): void {
  ctx.store.set(connectorsAtom, (all) => ({ ...all, [namespace]: connectors }))
}

export function allConnectors(ctx: LatchContext): Connector[] {
  return Object.values(ctx.store.get(connectorsAtom)).flatMap((list) => list ?? [])
}

export function findConnector(ctx: LatchContext, connectorId: string, namespace?: ChainNamespace): Connector | undefined {
  return allConnectors(ctx).find((c) => c.id === connectorId && (namespace === undefined || c.chain === namespace))
}

/** Asks every adapter for its connectors (starting discovery in the browser) and keeps listening. */
export function syncConnectors(ctx: LatchContext): void {
  for (const [namespace, adapter] of ctx.adapters) setConnectors(ctx, namespace, adapter.syncConnectors())
}

export function addRecentConnector(ctx: LatchContext, connectorId: string): void {
  ctx.store.set(recentConnectorIdsAtom, ctx.storage.addRecentWallet(connectorId))
}
