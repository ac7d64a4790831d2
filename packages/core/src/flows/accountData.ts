/**
 * Reading a list for the connected account (tokens, NFTs, activity) into its atom: one fetch at a time per
 * account and network, the last items kept while a refresh runs, and no new fetch within 30 s of a failure
 * (spec §4 "Token balance fetch", §9). A source that pages hands back its cursor with the first page.
 */
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ChainAdapter } from '../adapters/chainAdapter'
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { TOKEN_BALANCE_RETRY_PAUSE_MS } from '../constants'
import { toErrorInfo } from '../errors/base'
import type { AccountDataState } from '../types/state'
import type { LatchContext } from '../state/context'
import type { CaipNetwork } from '../types/chain'

/** The connected account the lists are read for, and the key its items are kept under; undefined when none. */
export function accountDataTarget(ctx: LatchContext): { adapter: ChainAdapter; address: string; network: CaipNetwork; key: string } | undefined {
  const ns = activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  const adapter = ns ? ctx.adapters.get(ns) : undefined
  if (!address || !network || !adapter) return undefined
  return { adapter, address, network, key: `${network.caipNetworkId}:${address}` }
}

export async function fetchAccountData<T>(
  ctx: LatchContext,
  atom: PrimitiveAtom<AccountDataState<T>>,
  load: (args: { adapter: ChainAdapter; address: string; network: CaipNetwork }) => Promise<readonly T[] | { items: readonly T[]; next?: string }>,
): Promise<void> {
  const target = accountDataTarget(ctx)
  if (!target) return
  const { adapter, address, network, key } = target
  const current = ctx.store.get(atom)
  if (current.status === 'loading' && current.key === key) return
  if (current.failedAt !== undefined && current.key === key && ctx.now() - current.failedAt < TOKEN_BALANCE_RETRY_PAUSE_MS) return
  ctx.store.set(atom, { status: 'loading', items: current.key === key ? current.items : [], key })
  try {
    const loaded = await load({ adapter, address, network })
    const { items, next } = 'items' in loaded ? loaded : { items: loaded, next: undefined }
    if (ctx.store.get(atom).key === key) ctx.store.set(atom, { status: 'idle', items, key, ...(next ? { next } : {}) })
  } catch (error) {
    ctx.logger.warn('account data failed', error)
    if (ctx.store.get(atom).key === key) ctx.store.set(atom, { status: 'error', items: [], key, error: toErrorInfo(error), failedAt: ctx.now() })
  }
}
