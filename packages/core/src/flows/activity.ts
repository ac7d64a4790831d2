/**
 * The Account view's Activity tab: the account's transactions from the configured source (spec §3
 * "Transaction"), newest first, a page at a time. Every read also settles the pending transactions the
 * modal sent.
 */
import { operationTypeOf } from '../sources/operationType'
import { settlePending } from '../sources/pending'
import type { ChainAdapter } from '../adapters/chainAdapter'
import type { AdapterTransaction, AdapterTransfer } from '../adapters/reads'
import { toErrorInfo } from '../errors/base'
import { activityAtom } from '../state/atoms'
import type { CaipNetwork } from '../types/chain'
import type { ActivityItem } from '../types/state'
import type { LatchContext } from '../state/context'
import { accountDataTarget, dispatchAccountData, fetchAccountData, stillCurrent } from './accountData'

/** Whole units come from the adapter, so no namespace's units are assumed here; a malformed amount is left out. */
function toItem(adapter: ChainAdapter, network: CaipNetwork, tx: AdapterTransaction): ActivityItem {
  const transfers = tx.transfers.flatMap((t) => (/^\d+$/.test(t.amount) ? [{ ...t, quantity: adapter.formatUnits(BigInt(t.amount), t.decimals) }] : []))
  return { ...tx, transfers, chain: network.caipNetworkId, operationType: operationTypeOf(transfers) }
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
  return fetchAccountData(ctx, activityAtom, 'activity', async ({ adapter, address, network }) => {
    const page = await (await reader(ctx, adapter, network)).getActivity({ address, caipNetworkId: network.caipNetworkId })
    settlePending(ctx, `${network.caipNetworkId}:${address}`, page.transactions, hashKey(adapter))
    return { items: page.transactions.map((t) => toItem(adapter, network, t)), next: page.next }
  })
}

/** The page after the last one read, appended. A failure keeps what was listed and says so. */
export async function fetchMoreActivity(ctx: LatchContext): Promise<void> {
  const cache = await ctx.queries()
  const target = accountDataTarget(ctx)
  const current = ctx.store.get(activityAtom)
  if (!target || current.status !== 'idle' || !current.next || current.key !== target.key) return
  const { adapter, address, network, key } = target
  const cursor = current.next
  dispatchAccountData(ctx, activityAtom, { type: 'fetchMore', key })
  try {
    const page = await cache.fetch(`activity:${key}:${cursor}`, async () => {
      const read = await (await reader(ctx, adapter, network)).getActivity({ address, caipNetworkId: network.caipNetworkId, cursor })
      settlePending(ctx, key, read.transactions, hashKey(adapter))
      return read
    })
    if (!stillCurrent(ctx, key)) return
    const items = append(ctx.store.get(activityAtom).items, page.transactions.map((t) => toItem(adapter, network, t)), hashKey(adapter))
    dispatchAccountData(ctx, activityAtom, { type: 'moreSuccess', key, items, next: page.next })
  } catch (error) {
    ctx.logger.warn('activity failed', error)
    if (stillCurrent(ctx, key)) dispatchAccountData(ctx, activityAtom, { type: 'moreError', key, error: toErrorInfo(error), failedAt: ctx.now() })
  }
}
