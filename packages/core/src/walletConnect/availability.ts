/** The cheap, synchronous WalletConnect questions; the flows themselves load on first use (flows/chunks). */
import type { LatchContext } from '../state/context'

/** Whether this instance can offer WalletConnect at all. */
export function walletConnectAvailable(ctx: Pick<LatchContext, 'options'>): boolean {
  const reachable = Boolean(ctx.options.projectId || ctx.options.walletConnect?.relayUrl)
  return reachable && ctx.options.adapters.some((a) => a.remote)
}
