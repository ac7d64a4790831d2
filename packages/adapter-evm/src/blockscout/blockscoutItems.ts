/**
 * Blockscout's REST API v2 items → activity: an address's transactions (`/transactions`) and its ERC-20
 * transfers (`/token-transfers`), joined by transaction hash. A transfer whose transaction the account did not
 * send or receive (tokens sent to it by someone else's call) becomes an entry of its own. Fields are read
 * defensively: the API is untrusted input, and an item that does not fit is left out.
 */
import type { AdapterTransaction, AdapterTransfer, CaipNetworkId } from '@latch/core'
import { isRecord } from './isRecord'

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)
const hashOf = (v: unknown) => (isRecord(v) ? text(v.hash) : undefined)
const integer = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? v : undefined)
const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase()

/** ISO time → epoch ms; a pending transaction has none yet, so it counts from when it was seen. */
function time(v: unknown, seenAt: number): number {
  const ms = typeof v === 'string' ? Date.parse(v) : Number.NaN
  return Number.isFinite(ms) ? ms : seenAt
}

const STATUS: Record<string, AdapterTransaction['status']> = { ok: 'confirmed', error: 'failed' }

export function fromTransactionItem(item: unknown, address: string, native: { symbol: string; decimals: number }, seenAt: number): AdapterTransaction | undefined {
  if (!isRecord(item)) return undefined
  const hash = text(item.hash)
  const from = hashOf(item.from)
  if (!hash || !from) return undefined
  const to = hashOf(item.to) ?? ''
  const value = integer(item.value)
  const transfers: AdapterTransfer[] = []
  if (value && value !== '0' && (same(from, address) || same(to, address))) {
    const out = same(from, address)
    transfers.push({ direction: out ? 'out' : 'in', symbol: native.symbol, amount: value, decimals: native.decimals, counterparty: out ? to : from })
  }
  // Blockscout reports `null` while a transaction is not in a block yet.
  const status = STATUS[String(item.status)] ?? 'pending'
  return { hash, status, timestamp: time(item.timestamp, seenAt), from, to, transfers }
}

export interface TokenTransferItem {
  hash: string
  timestamp: number
  from: string
  to: string
  transfer: AdapterTransfer
}

export function fromTokenTransferItem(item: unknown, address: string, caipNetworkId: CaipNetworkId, seenAt: number): TokenTransferItem | undefined {
  if (!isRecord(item) || !isRecord(item.token) || !isRecord(item.total)) return undefined
  // Newer instances name these `transaction_hash` / `address_hash`, older ones `tx_hash` / `address`.
  const hash = text(item.transaction_hash) ?? text(item.tx_hash)
  const contract = text(item.token.address_hash) ?? text(item.token.address)
  const from = hashOf(item.from)
  const to = hashOf(item.to)
  const amount = integer(item.total.value)
  const decimals = Number(item.total.decimals ?? item.token.decimals ?? 0)
  if (!hash || !contract || !from || !to || !amount || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return undefined
  if (!same(from, address) && !same(to, address)) return undefined
  const symbol = text(item.token.symbol) ?? '?'
  const out = same(from, address)
  return { hash, timestamp: time(item.timestamp, seenAt), from, to, transfer: { direction: out ? 'out' : 'in', symbol, amount, decimals, asset: `${caipNetworkId}/erc20:${contract}`, counterparty: out ? to : from } }
}

/** Token transfers go into their transaction; the rest become entries of their own. Newest first. */
export function joinTransfers(transactions: AdapterTransaction[], transfers: TokenTransferItem[]): AdapterTransaction[] {
  const byHash = new Map(transactions.map((t) => [t.hash.toLowerCase(), t]))
  for (const t of transfers) {
    const key = t.hash.toLowerCase()
    const entry = byHash.get(key)
    if (entry) entry.transfers.push(t.transfer)
    else byHash.set(key, { hash: t.hash, status: 'confirmed', timestamp: t.timestamp, from: t.from, to: t.to, transfers: [t.transfer] })
  }
  return [...byHash.values()].sort((a, b) => b.timestamp - a.timestamp)
}
