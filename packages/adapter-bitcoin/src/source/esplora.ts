/**
 * The default data source: an Esplora HTTP API (Blockstream's esplora/electrs, mempool.space, @latch/local-bitcoin),
 * spoken with `fetch`. Loaded with the first read or send.
 */
import type { CaipNetworkId } from '@latch/core'
import { RpcUnavailableError } from '@latch/core/errors'
import { BroadcastRejectedError } from './errors'
import type { AddressBalance, BitcoinDataSource, FeeRates, SourceTransaction, TransactionPage, Utxo } from './types'

interface Stats {
  funded_txo_sum: number
  spent_txo_sum: number
}
interface EsploraTx {
  txid: string
  status: { confirmed: boolean; block_time?: number }
  vin: { prevout?: { scriptpubkey_address?: string; value: number } | null }[]
  vout: { scriptpubkey_address?: string; value: number }[]
}

/** Esplora pages an address's confirmed history 25 at a time (`/txs/chain/:last_seen_txid`). */
const CHAIN_PAGE = 25

/**
 * mempool.space's own choice of targets: next block (fast), about half an hour (normal), an hour (slow). A rate is
 * never below 1 sat/vB, the relay minimum; fractions round up.
 */
const TARGETS: Readonly<Record<keyof FeeRates, number>> = { fast: 1, normal: 3, slow: 6 }

export function feeRatesFrom(estimates: Readonly<Record<string, number>>): FeeRates {
  const entries = Object.entries(estimates)
    .map(([target, rate]) => [Number(target), rate] as const)
    .filter(([target, rate]) => Number.isFinite(target) && Number.isFinite(rate))
    .sort((a, b) => a[0] - b[0])
  // The estimate for the nearest target at or after the one wanted (Esplora skips some), else the last.
  const at = (target: number) => (entries.find(([t]) => t >= target) ?? entries.at(-1))?.[1] ?? 1
  const rate = (target: number) => Math.max(1, Math.ceil(at(target)))
  return { fast: rate(TARGETS.fast), normal: rate(TARGETS.normal), slow: rate(TARGETS.slow) }
}

function toTransaction(tx: EsploraTx): SourceTransaction {
  return {
    txid: tx.txid,
    confirmed: tx.status.confirmed,
    timestamp: tx.status.block_time ? tx.status.block_time * 1000 : 0,
    inputs: tx.vin.map((i) => ({ ...(i.prevout?.scriptpubkey_address ? { address: i.prevout.scriptpubkey_address } : {}), value: BigInt(i.prevout?.value ?? 0) })),
    outputs: tx.vout.map((o) => ({ ...(o.scriptpubkey_address ? { address: o.scriptpubkey_address } : {}), value: BigInt(o.value) })),
  }
}

export interface EsploraSourceParameters {
  /** The API root, e.g. `https://mempool.space/api`. */
  url: string
  caipNetworkId: CaipNetworkId
  fetch?: typeof fetch
}

export function createEsploraSource({ url, caipNetworkId, fetch: fetchImpl = globalThis.fetch }: EsploraSourceParameters): BitcoinDataSource {
  const root = url.replace(/\/+$/, '')
  const unavailable = (cause: unknown) => new RpcUnavailableError({ namespace: 'bip122', caipNetworkId, urls: [root], cause })

  async function request(path: string, init?: RequestInit): Promise<Response> {
    let response: Response
    try {
      response = await fetchImpl(`${root}${path}`, init)
    } catch (error) {
      throw unavailable(error)
    }
    if (response.status >= 500 || response.status === 429) throw unavailable(new Error(`HTTP ${response.status} from ${path}`))
    return response
  }
  async function json<T>(path: string): Promise<T> {
    const response = await request(path)
    if (!response.ok) throw unavailable(new Error(`HTTP ${response.status} from ${path}: ${await response.text()}`))
    return (await response.json()) as T
  }
  const address = (a: string) => `/address/${encodeURIComponent(a)}`

  return {
    async getBalance(a): Promise<AddressBalance> {
      const stats = await json<{ chain_stats: Stats; mempool_stats: Stats }>(address(a))
      const net = (s: Stats) => BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum)
      return { confirmed: net(stats.chain_stats), unconfirmed: net(stats.mempool_stats) }
    },
    async getUtxos(a): Promise<Utxo[]> {
      const utxos = await json<{ txid: string; vout: number; value: number; status: { confirmed: boolean } }[]>(`${address(a)}/utxo`)
      return utxos.map((u) => ({ txid: u.txid, vout: u.vout, value: BigInt(u.value), confirmed: u.status.confirmed }))
    },
    async getFeeRates() {
      return feeRatesFrom(await json<Record<string, number>>('/fee-estimates'))
    },
    async getTransactions(a, cursor): Promise<TransactionPage> {
      // The first page is the mempool's and then the newest confirmed ones; later pages continue the confirmed.
      const txs = await json<EsploraTx[]>(cursor ? `${address(a)}/txs/chain/${encodeURIComponent(cursor)}` : `${address(a)}/txs`)
      const confirmed = txs.filter((t) => t.status.confirmed)
      const last = confirmed.at(-1)
      return { transactions: txs.map(toTransaction), ...(confirmed.length >= CHAIN_PAGE && last ? { next: last.txid } : {}) }
    },
    async getTransactionHex(txid) {
      const response = await request(`/tx/${encodeURIComponent(txid)}/hex`)
      if (!response.ok) throw unavailable(new Error(`HTTP ${response.status} from /tx/${txid}/hex`))
      return (await response.text()).trim()
    },
    async broadcast(transactionHex) {
      const response = await request('/tx', { method: 'POST', body: transactionHex, headers: { 'content-type': 'text/plain' } })
      const text = (await response.text()).trim()
      if (!response.ok) throw new BroadcastRejectedError({ reason: text || `HTTP ${response.status}` })
      return text
    },
  }
}
