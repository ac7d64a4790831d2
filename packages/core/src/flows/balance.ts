/** Native balance of the connected account, read from the chain through the adapter. */
import { UNREADABLE_BALANCE } from '../constants'
import { getNamespaceState, updateAccount } from '../chains/namespaceState'
import type { LatchContext } from '../state/context'
import type { ChainNamespace } from '../types/chain'
import { adapterFor } from './adapterFor'

/**
 * Reads the balance. A failure shows "0.00" (spec §9: only when no balance can be read) and is
 * logged, never thrown: a flaky RPC must not break connect or open. On an unsupported chain there is
 * nothing to read from (the dapp configured no RPC for it): "0.00" at once, never the last network's
 * value (spec §9). A read that finishes after the account or network moved on is dropped.
 */
export async function fetchBalance(ctx: LatchContext, namespace: ChainNamespace): Promise<void> {
  const state = getNamespaceState(ctx, namespace)
  const address = state?.account.address
  const network = state?.network.caipNetwork
  if (!state || !address || !network || !ctx.adapters.has(namespace)) return
  if (state.network.isUnsupportedChain) {
    return void updateAccount(ctx, namespace, { balance: UNREADABLE_BALANCE, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false })
  }
  updateAccount(ctx, namespace, { balanceLoading: true })
  const stillCurrent = () => {
    const now = getNamespaceState(ctx, namespace)
    return now?.account.address === address && now.network.caipNetwork?.caipNetworkId === network.caipNetworkId
  }
  try {
    const reads = adapterFor(ctx, namespace).reads
    if (!reads) return void updateAccount(ctx, namespace, { balanceLoading: false })
    const { balance, symbol } = await reads.getBalance({ address, caipNetworkId: network.caipNetworkId })
    if (stillCurrent()) updateAccount(ctx, namespace, { balance, balanceSymbol: symbol, balanceLoading: false })
  } catch (error) {
    ctx.logger.warn('balance read failed', error)
    if (stillCurrent()) updateAccount(ctx, namespace, { balance: UNREADABLE_BALANCE, balanceSymbol: network.nativeCurrency.symbol, balanceLoading: false })
  }
}
