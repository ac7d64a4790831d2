/**
 * Reading a list for the connected account (tokens, NFTs) into its atom: one fetch at a time per account
 * and network, the last items kept while a refresh runs, and no new fetch within 30 s of a failure
 * (spec §4 "Token balance fetch", §9).
 */
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ChainAdapter } from '../adapters/contract'
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { TOKEN_BALANCE_RETRY_PAUSE_MS } from '../constants'
import { toErrorInfo } from '../errors/base'
import type { AccountDataState } from '../state/atoms'
import type { LatchContext } from '../state/context'
import type { CaipNetwork } from '../types/chain'

export async function fetchAccountData<T>(
  ctx: LatchContext,
  atom: PrimitiveAtom<AccountDataState<T>>,
  load: (args: { adapter: ChainAdapter; address: string; network: CaipNetwork }) => Promise<T[]>,
): Promise<void> {
  const ns = activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  const adapter = ns ? ctx.adapters.get(ns) : undefined
  if (!address || !network || !adapter) return
  const key = `${network.caipNetworkId}:${address}`
  const current = ctx.store.get(atom)
  if (current.status === 'loading' && current.key === key) return
  if (current.failedAt !== undefined && current.key === key && ctx.now() - current.failedAt < TOKEN_BALANCE_RETRY_PAUSE_MS) return
  ctx.store.set(atom, { status: 'loading', items: current.key === key ? current.items : [], key })
  try {
    const items = await load({ adapter, address, network })
    if (ctx.store.get(atom).key === key) ctx.store.set(atom, { status: 'idle', items, key })
  } catch (error) {
    ctx.logger.warn('account data failed', error)
    if (ctx.store.get(atom).key === key) ctx.store.set(atom, { status: 'error', items: [], key, error: toErrorInfo(error), failedAt: ctx.now() })
  }
}
