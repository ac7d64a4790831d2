/**
 * The Account view's tokens: the native balance first, then the configured ERC-20s (or the namespace's
 * equivalent) read from the chain. After a failure no new fetch starts within 30 s (spec §4, §9).
 */
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { TOKEN_BALANCE_RETRY_PAUSE_MS } from '../constants'
import { toErrorInfo } from '../errors/base'
import { tokensAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'

export async function fetchTokens(ctx: LatchContext): Promise<void> {
  const ns = activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  if (!ns || !address || !network) return
  const key = `${network.caipNetworkId}:${address}`
  const current = ctx.store.get(tokensAtom)
  if (current.status === 'loading' && current.key === key) return
  if (current.failedAt !== undefined && current.key === key && ctx.now() - current.failedAt < TOKEN_BALANCE_RETRY_PAUSE_MS) return
  ctx.store.set(tokensAtom, { status: 'loading', items: current.key === key ? current.items : [], key })
  const adapter = ctx.adapters.get(ns)
  const contracts = ctx.options.tokens?.[network.caipNetworkId] ?? []
  try {
    const [native, tokens] = await Promise.all([
      adapter?.getBalance({ address, caipNetworkId: network.caipNetworkId }),
      contracts.length && adapter?.getTokenBalances ? adapter.getTokenBalances({ address, caipNetworkId: network.caipNetworkId, tokens: contracts }) : [],
    ])
    const items = [
      ...(native ? [{ symbol: native.symbol, name: network.nativeCurrency.name, decimals: network.nativeCurrency.decimals, quantity: native.balance }] : []),
      ...tokens.map((t) => ({ address: t.address, symbol: t.symbol, name: t.name, decimals: t.decimals, quantity: t.quantity })),
    ]
    if (ctx.store.get(tokensAtom).key === key) ctx.store.set(tokensAtom, { status: 'idle', items, key })
  } catch (error) {
    ctx.logger.warn('token balances failed', error)
    if (ctx.store.get(tokensAtom).key === key) ctx.store.set(tokensAtom, { status: 'error', items: [], key, error: toErrorInfo(error), failedAt: ctx.now() })
  }
}
