import { getNamespaceState } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { WALLET_CONNECT_CONNECTOR_ID } from './constants'

/** Namespaces whose connection is the WalletConnect session (they disconnect as a group). */
export function walletConnectNamespaces(ctx: LatchContext): ChainNamespace[] {
  return [...ctx.adapters.keys()].filter((ns) => getNamespaceState(ctx, ns)?.account.connectorId === WALLET_CONNECT_CONNECTOR_ID)
}
