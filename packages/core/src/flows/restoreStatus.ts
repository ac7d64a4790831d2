/**
 * The synchronous half of restoring stored connections (spec §4) on a running instance (`reconnect()`): what shows
 * (cached address, "connecting") and which namespaces the connection code must then ask their adapters about. The
 * start of an instance reads the same (flows/storedConnections) into its first state (client/startState).
 */
import { forgetStoredConnection, getNamespaceState, resetAccount, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { storedConnections } from './storedConnections'

/** Marks each stored connection "connecting" with its cached address; returns the namespaces to reconnect. */
export function restoreStoredStatus(ctx: LatchContext): ChainNamespace[] {
  const { restore, forget, staleAddress } = storedConnections(ctx.options, ctx.storage)
  for (const ns of staleAddress) ctx.storage.setAddress(ns, undefined)
  for (const ns of forget) resetAccount(ctx, ns)
  for (const c of restore) updateAccount(ctx, c.namespace, { status: 'connecting', address: c.address, caipAddress: c.caipAddress, connectorId: c.connectorId })
  return restore.map((c) => c.namespace)
}

/**
 * While the adapters are asked (they never prompt), what was "connecting" from storage shows as reconnecting. Any
 * other status stays: a connection an `initialState` shows stays connected until its wallet answers, and one not
 * shown (`ssr`) stays disconnected, so neither changes what the server rendered.
 */
export function markReconnecting(ctx: LatchContext, namespaces: readonly ChainNamespace[]): void {
  for (const ns of namespaces) if (getNamespaceState(ctx, ns)?.account.status === 'connecting') updateAccount(ctx, ns, { status: 'reconnecting' })
}

/** The stored keys of connections that cannot come back, cleared as an instance starts (client/startState). */
export function forgetStoredConnections(ctx: LatchContext, { forget, staleAddress }: { forget: readonly ChainNamespace[]; staleAddress: readonly ChainNamespace[] }): void {
  for (const ns of staleAddress) ctx.storage.setAddress(ns, undefined)
  for (const ns of forget) forgetStoredConnection(ctx.storage, ns)
}
