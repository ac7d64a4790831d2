/**
 * Reading a list for the connected account (tokens, NFTs, activity) into its atom, through the instance's query
 * cache: one request at a time per list, account and network, retried as spec §9 says, the last items kept while
 * a refresh runs, and no new request within 30 s of a failure (spec §4 "Token balance fetch", §9). A source that
 * pages hands back its cursor with the first page.
 */
import type { PrimitiveAtom } from 'jotai/vanilla'
import type { ChainAdapter } from '../adapters/chainAdapter'
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { TOKEN_BALANCE_RETRY_PAUSE_MS } from '../constants'
import { toErrorInfo } from '../errors/base'
import type { AccountDataState } from '../types/state'
import type { LatchContext } from '../state/context'
import type { CaipNetwork } from '../types/chain'
import { isOptionFailure } from '../sources/isOptionFailure'
import { type AccountDataAction, reduceAccountData } from './accountDataReducer'

/** The lists read through here; each is its own namespace of cache keys. */
export type AccountList = 'tokens' | 'nfts' | 'activity'

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

export function dispatchAccountData<T>(ctx: LatchContext, atom: PrimitiveAtom<AccountDataState<T>>, action: AccountDataAction<T>): void {
  ctx.store.set(atom, (state) => reduceAccountData(state, action))
}

/** An answer for `key` lands only while that account and network are still the connected ones. */
export const stillCurrent = (ctx: LatchContext, key: string) => accountDataTarget(ctx)?.key === key

export async function fetchAccountData<T>(
  ctx: LatchContext,
  atom: PrimitiveAtom<AccountDataState<T>>,
  list: AccountList,
  load: (args: { adapter: ChainAdapter; address: string; network: CaipNetwork }) => Promise<readonly T[] | { items: readonly T[]; next?: string }>,
): Promise<void> {
  const cache = await ctx.queries()
  const target = accountDataTarget(ctx)
  if (!target) return
  const { key } = target
  const cacheKey = `${list}:${key}`
  const shown = ctx.store.get(atom)
  // Clearing `failedAt` of a failed list asks for a read now, pause or not (a token send does, for the new balances).
  if (shown.key === key && shown.status === 'error' && shown.failedAt === undefined) cache.invalidate(cacheKey)
  const request = cache.fetch(cacheKey, () => load(target), {
    retryPauseMs: TOKEN_BALANCE_RETRY_PAUSE_MS,
    retry: (error) => !isOptionFailure(error),
  })
  // Within the pause the cache answers with the last failure and asks nobody: no loading state to show.
  const asking = cache.getState(cacheKey)?.fetching === true
  if (asking) dispatchAccountData(ctx, atom, { type: 'fetch', key })
  try {
    const loaded = await request
    const { items, next } = 'items' in loaded ? loaded : { items: loaded, next: undefined }
    if (stillCurrent(ctx, key)) dispatchAccountData(ctx, atom, { type: 'success', key, items, next })
  } catch (error) {
    if (asking) ctx.logger.warn(`${list} failed`, error)
    const failedAt = cache.getState(cacheKey)?.failedAt ?? ctx.now()
    if (stillCurrent(ctx, key)) dispatchAccountData(ctx, atom, { type: 'error', key, error: toErrorInfo(error), failedAt })
  }
}
