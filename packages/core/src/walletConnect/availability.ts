/** The cheap, synchronous WalletConnect questions; the flows themselves load on first use (flows/chunks). */
import { getNamespaceState } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants'

/** Whether this instance can offer WalletConnect at all. */
export function walletConnectAvailable(ctx: LatchContext): boolean {
  const reachable = Boolean(ctx.options.projectId || ctx.options.walletConnect?.relayUrl)
  return reachable && ctx.options.adapters.some((a) => a.remote)
}

/** Namespaces whose connection is the WalletConnect session (they disconnect as a group). */
export function walletConnectNamespaces(ctx: LatchContext): ChainNamespace[] {
  return [...ctx.adapters.keys()].filter((ns) => getNamespaceState(ctx, ns)?.account.connectorId === WALLET_CONNECT_CONNECTOR_ID)
}
