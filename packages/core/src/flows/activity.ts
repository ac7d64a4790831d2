/**
 * The Account view's Activity tab: the account's transactions from the configured source (spec §3
 * "Transaction"), newest first, a page at a time. Every read also settles the pending transactions the
 * modal sent.
 */
import { settlePending } from '../sources/pending'
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { AdapterTransaction, AdapterTransfer } from '../adapters/reads'
import { toErrorInfo } from '../errors/base'
import { activityAtom } from '../state/atoms'
import type { CaipNetwork } from '../types/chain'
import type { ActivityItem } from '../types/state'
import type { LatchContext } from '../state/context'
import { accountDataTarget, fetchAccountData } from './accountData'

/** Whole units come from the adapter, so no namespace's units are assumed here; a malformed amount is left out. */
function toItem(adapter: ChainAdapter, tx: AdapterTransaction): ActivityItem {
  return { ...tx, transfers: tx.transfers.flatMap((t) => (/^\d+$/.test(t.amount) ? [{ ...t, quantity: adapter.formatUnits(BigInt(t.amount), t.decimals) }] : [])) }
}

const sameTransfer = (a: AdapterTransfer, b: AdapterTransfer) => a.direction === b.direction && a.asset === b.asset && a.amount === b.amount

/** The namespace's spelling of a transaction id for comparing (eip155 hashes come in either case). */
const hashKey = (adapter: ChainAdapter) => (hash: string) => adapter.normalize?.(hash, 'hash') ?? hash

/** The reader's code and its option rules load with the tab, not in the first bundle. */
const reader = async (ctx: LatchContext, adapter: ChainAdapter, network: CaipNetwork) =>
  (await import('../sources/readers')).activityReader(ctx.options.activity, adapter, network)

/**
 * A later page appended. A source that pages two lists (Blockscout: transactions, token transfers) can list a
 * transaction on two pages; it stays one entry, with the transfers of both.
 */
function append(items: readonly ActivityItem[], more: readonly ActivityItem[], key: (hash: string) => string): ActivityItem[] {
  const out = [...items]
  const index = new Map(out.map((t, i) => [key(t.hash), i]))
  for (const tx of more) {
    const i = index.get(key(tx.hash))
    const known = i === undefined ? undefined : out[i]
    if (i === undefined || !known) {
      index.set(key(tx.hash), out.length)
      out.push(tx)
    } else out[i] = { ...known, transfers: [...known.transfers, ...tx.transfers.filter((t) => !known.transfers.some((k) => sameTransfer(k, t)))] }
  }
  return out
}

export function fetchActivity(ctx: LatchContext): Promise<void> {
  return fetchAccountData(ctx, activityAtom, async ({ adapter, address, network }) => {
    const page = await (await reader(ctx, adapter, network)).getActivity({ address, caipNetworkId: network.caipNetworkId })
    settlePending(ctx, `${network.caipNetworkId}:${address}`, page.transactions, hashKey(adapter))
    return { items: page.transactions.map((t) => toItem(adapter, t)), next: page.next }
  })
}

/** The page after the last one read, appended. A failure keeps what was listed and says so. */
export async function fetchMoreActivity(ctx: LatchContext): Promise<void> {
  const target = accountDataTarget(ctx)
  const current = ctx.store.get(activityAtom)
  if (!target || current.status !== 'idle' || !current.next || current.key !== target.key) return
  const { adapter, address, network, key } = target
  ctx.store.set(activityAtom, { ...current, status: 'loading' })
  try {
    const page = await (await reader(ctx, adapter, network)).getActivity({ address, caipNetworkId: network.caipNetworkId, cursor: current.next })
    settlePending(ctx, key, page.transactions, hashKey(adapter))
    if (ctx.store.get(activityAtom).key !== key) return
    const { next: _read, ...rest } = current
    ctx.store.set(activityAtom, { ...rest, status: 'idle', items: append(current.items, page.transactions.map((t) => toItem(adapter, t)), hashKey(adapter)), ...(page.next ? { next: page.next } : {}) })
  } catch (error) {
    ctx.logger.warn('activity failed', error)
    if (ctx.store.get(activityAtom).key === key) ctx.store.set(activityAtom, { ...current, status: 'error', error: toErrorInfo(error), failedAt: ctx.now() })
  }
}
