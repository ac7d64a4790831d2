/**
 * The production activity source: Blockscout's open REST API v2, which public instances serve for many chains
 * (eth.blockscout.com, base.blockscout.com, …) and anyone can self-host. Each page is two reads in parallel —
 * the address's transactions and its ERC-20 transfers — and each list pages on its own, so the cursor carries
 * both lists' `next_page_params` (Blockscout's own paging: sent back as the query of the next request).
 */
import type { ActivitySource } from '@latch/core'
import { blockscoutClient, isParams, type PageParams } from './blockscoutClient'
import { fromTokenTransferItem, fromTransactionItem, joinTransfers } from './blockscoutItems'

export interface BlockscoutActivityOptions {
  /** The instance's root, e.g. `https://base.blockscout.com` (the API is under `/api/v2`). */
  baseUrl: string
  /** The network's native currency, for the value a transaction moved. */
  nativeCurrency: { symbol: string; decimals: number }
}

/** Which lists still have pages; a list missing from a cursor is exhausted. */
interface Cursor {
  transactions?: PageParams
  transfers?: PageParams
}

function parseCursor(cursor: string): Cursor {
  const parsed: unknown = JSON.parse(cursor)
  if (!isParams(parsed)) throw new TypeError(`Malformed activity cursor: ${cursor}`)
  const { transactions, transfers } = parsed as Record<string, unknown>
  return { ...(isParams(transactions) ? { transactions } : {}), ...(isParams(transfers) ? { transfers } : {}) }
}

export function blockscoutActivity({ baseUrl, nativeCurrency }: BlockscoutActivityOptions): ActivitySource {
  const { list: read } = blockscoutClient(baseUrl)

  return {
    async getActivity({ address, caipNetworkId, cursor }) {
      const pages: Cursor = cursor ? parseCursor(cursor) : { transactions: {}, transfers: {} }
      const account = encodeURIComponent(address)
      const [txs, tokens] = await Promise.all([
        pages.transactions ? read(`/api/v2/addresses/${account}/transactions`, pages.transactions) : undefined,
        // Fungible transfers only: NFTs have their own tab.
        pages.transfers ? read(`/api/v2/addresses/${account}/token-transfers`, { ...pages.transfers, type: 'ERC-20' }) : undefined,
      ])
      const seenAt = Date.now()
      const transactions = (txs?.items ?? []).flatMap((i) => fromTransactionItem(i, address, nativeCurrency, seenAt) ?? [])
      const transfers = (tokens?.items ?? []).flatMap((i) => fromTokenTransferItem(i, address, caipNetworkId, seenAt) ?? [])
      const next: Cursor = { ...(txs?.next ? { transactions: txs.next } : {}), ...(tokens?.next ? { transfers: tokens.next } : {}) }
      return { transactions: joinTransfers(transactions, transfers), ...(next.transactions || next.transfers ? { next: JSON.stringify(next) } : {}) }
    },
  }
}
