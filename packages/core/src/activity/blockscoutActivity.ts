/**
 * The production activity source: Blockscout's open REST API v2, which public instances serve for many chains
 * (eth.blockscout.com, base.blockscout.com, …) and anyone can self-host. Each page is two reads in parallel —
 * the address's transactions and its ERC-20 transfers — and each list pages on its own, so the cursor carries
 * both lists' `next_page_params` (Blockscout's own paging: sent back as the query of the next request).
 */
import type { ActivitySource } from '../adapters/contract'
import { ActivityError } from './activityError'
import { fromTokenTransferItem, fromTransactionItem, joinTransfers } from './blockscoutItems'

export interface BlockscoutActivityOptions {
  /** The instance's root, e.g. `https://base.blockscout.com` (the API is under `/api/v2`). */
  baseUrl: string
  /** The network's native currency, for the value a transaction moved. */
  nativeCurrency: { symbol: string; decimals: number }
}

type PageParams = Record<string, string | number | boolean | null>
/** Which lists still have pages; a list missing from a cursor is exhausted. */
interface Cursor {
  transactions?: PageParams
  transfers?: PageParams
}

const isParams = (v: unknown): v is PageParams => typeof v === 'object' && v !== null && !Array.isArray(v)

function parseCursor(cursor: string): Cursor {
  const parsed: unknown = JSON.parse(cursor)
  if (!isParams(parsed)) throw new TypeError(`Malformed activity cursor: ${cursor}`)
  const { transactions, transfers } = parsed as Record<string, unknown>
  return { ...(isParams(transactions) ? { transactions } : {}), ...(isParams(transfers) ? { transfers } : {}) }
}

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

export function blockscoutActivity({ baseUrl, nativeCurrency }: BlockscoutActivityOptions): ActivitySource {
  const base = baseUrl.replace(/\/+$/, '')
  const origin = originOf(base)

  async function read(path: string, params: PageParams): Promise<{ items: unknown[]; next?: PageParams }> {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
    let body: unknown
    try {
      // Resolved per call, never stored on another object: `window.fetch` with a foreign `this` throws.
      const response = await globalThis.fetch(`${base}${path}?${query}`, { headers: { accept: 'application/json' } })
      if (!response.ok) {
        response.body?.cancel().catch(() => {})
        throw new ActivityError({ origin, failure: { kind: 'status', status: response.status } })
      }
      body = await response.json().catch((cause: unknown) => {
        throw new ActivityError({ origin, failure: { kind: 'malformed', detail: 'the body is not JSON' }, cause })
      })
    } catch (error) {
      if (error instanceof ActivityError) throw error
      throw new ActivityError({ origin, failure: { kind: 'network' }, cause: error })
    }
    if (!isParams(body) || !Array.isArray(body.items)) throw new ActivityError({ origin, failure: { kind: 'malformed', detail: 'no items list' } })
    return { items: body.items, ...(isParams(body.next_page_params) ? { next: body.next_page_params } : {}) }
  }

  return {
    async getActivity({ address, cursor }) {
      const pages: Cursor = cursor ? parseCursor(cursor) : { transactions: {}, transfers: {} }
      const account = encodeURIComponent(address)
      const [txs, tokens] = await Promise.all([
        pages.transactions ? read(`/api/v2/addresses/${account}/transactions`, pages.transactions) : undefined,
        // Fungible transfers only: NFTs have their own tab.
        pages.transfers ? read(`/api/v2/addresses/${account}/token-transfers`, { ...pages.transfers, type: 'ERC-20' }) : undefined,
      ])
      const seenAt = Date.now()
      const transactions = (txs?.items ?? []).flatMap((i) => fromTransactionItem(i, address, nativeCurrency, seenAt) ?? [])
      const transfers = (tokens?.items ?? []).flatMap((i) => fromTokenTransferItem(i, address, seenAt) ?? [])
      const next: Cursor = { ...(txs?.next ? { transactions: txs.next } : {}), ...(tokens?.next ? { transfers: tokens.next } : {}) }
      return { transactions: joinTransfers(transactions, transfers), ...(next.transactions || next.transfers ? { next: JSON.stringify(next) } : {}) }
    },
  }
}
