/** Native balance of the connected account, read from the chain through the adapter and the query cache. */
import { UNREADABLE_BALANCE } from '../constants'
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { adapterFor } from './adapterFor'

/**
 * Reads the balance. A failure shows "0.00" (spec §9: only when no balance can be read) and is logged, never
 * thrown: a flaky RPC must not break connect or open. It shows at the first failure, and this resolves then, so
 * connect does not wait out the cache's retries (spec §9); an answer one of them gets replaces it. On an
 * unsupported chain there is nothing to read from (the dapp configured no RPC for it): "0.00" at once, never the
 * last network's value (spec §9). A read that finishes after the account or network moved on is dropped.
 */
export async function fetchBalance(ctx: LatchContext, namespace: ChainNamespace): Promise<void> {
  const state = getNamespaceState(ctx, namespace)
  const address = state?.account.address
  const network = state?.network.caipNetwork
  if (!state || !address || !network || !ctx.adapters.has(namespace)) return
  const unreadable = { balance: UNREADABLE_BALANCE, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false }
  if (state.network.isUnsupportedChain) return void updateAccount(ctx, namespace, unreadable)
  const reads = adapterFor(ctx, namespace).reads
  if (!reads) return void updateAccount(ctx, namespace, { balanceLoading: false })
  updateAccount(ctx, namespace, { balanceLoading: true })
  const stillCurrent = () => {
    const now = getNamespaceState(ctx, namespace)
    return now?.account.address === address && now.network.caipNetwork?.caipNetworkId === network.caipNetworkId
  }
  const show = (patch: Parameters<typeof updateAccount>[2]) => stillCurrent() && updateAccount(ctx, namespace, patch)
  const params = { address, caipNetworkId: network.caipNetworkId }
  const cache = await ctx.queries()
  await new Promise<void>((settled) => {
    const failed = (error: unknown) => {
      ctx.logger.warn('balance read failed', error)
      show(unreadable)
      settled()
    }
    cache
      .fetch(`balance:${params.caipNetworkId}:${address}`, () => reads.getBalance(params), { onRetry: failed })
      .then(({ balance, symbol }) => show({ balance, balanceSymbol: symbol, balanceLoading: false }), failed)
      .finally(settled)
  })
}
