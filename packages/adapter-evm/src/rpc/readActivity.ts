import type { AdapterActivityPage, AdapterTransaction, AdapterTransfer, CaipNetworkId } from '@latch/core'
import { RpcResponseError, type RpcTransport } from '@latch/core/rpc'
import { readContracts } from './contractCalls'
import { OtterscanUnavailableError } from './otterscanUnavailableError'
import { decodeString } from './readTokenBalances'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 and ERC-721 share it; ERC-721 indexes the id as a 4th topic. */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const SELECTOR = { decimals: '0x313ce567', symbol: '0x95d89b41' } as const
/** Transactions per page; Otterscan returns whole blocks, so a page can hold a few more. */
const DEFAULT_PAGE_SIZE = 25
/** JSON-RPC "method not found": the node has no `ots_` namespace. */
const METHOD_NOT_FOUND = -32601

interface OtsLog {
  address: string
  topics: string[]
  data: string
}
interface OtsTransaction {
  hash: string
  from: string
  to: string | null
  value: string
  blockNumber: string
  blockTimestamp?: string
}
interface OtsReceipt {
  transactionHash: string
  status: string
  timestamp?: string
  logs: OtsLog[]
}
interface OtsPage {
  txs: OtsTransaction[]
  receipts: OtsReceipt[]
  lastPage: boolean
}

const hex = (v: unknown) => (typeof v === 'string' && /^0x[0-9a-f]+$/i.test(v) ? BigInt(v) : undefined)
const topicAddress = (topic: string) => `0x${topic.slice(-40)}`

/** An ERC-20 `Transfer` that names `owner`, as the transfer and its direction; undefined for anything else. */
function tokenTransfer(log: OtsLog, owner: string, caipNetworkId: CaipNetworkId): { contract: string; transfer: Omit<AdapterTransfer, 'symbol' | 'decimals'> } | undefined {
  const [topic, fromTopic, toTopic] = log.topics
  const amount = hex(log.data)
  if (log.topics.length !== 3 || topic !== TRANSFER_TOPIC || !fromTopic || !toTopic || amount === undefined) return undefined
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  if (from !== owner && to !== owner) return undefined
  const out = from === owner
  return { contract: log.address.toLowerCase(), transfer: { direction: out ? 'out' : 'in', amount: amount.toString(), asset: `${caipNetworkId}/erc20:${log.address}`, counterparty: out ? to : from } }
}

/**
 * An account's transactions read from the chain itself through the Otterscan API (`ots_searchTransactionsBefore`,
 * which anvil, Erigon and Reth serve): a page of transactions with their receipts, newest first. The value a
 * transaction carried is a native transfer; the receipt's ERC-20 `Transfer` logs that name the account are token
 * transfers, whose symbols and decimals are read in one batch of eth_calls. The search finds the account as a
 * transaction's sender or receiver (as Otterscan indexes it): tokens sent to it by someone else's call are not
 * seen. `cursor` is the block the next page searches before.
 */
export async function readActivity({
  transport,
  caipNetworkId,
  address,
  cursor,
  native,
  multicall3,
  pageSize = DEFAULT_PAGE_SIZE,
}: {
  transport: RpcTransport
  caipNetworkId: CaipNetworkId
  address: string
  cursor?: string
  native: { symbol: string; decimals: number }
  multicall3?: string
  pageSize?: number
}): Promise<AdapterActivityPage> {
  const owner = address.toLowerCase()
  // Block 0 means "from the newest block".
  const before = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0
  const page = await transport.request<OtsPage>('ots_searchTransactionsBefore', [address, before, pageSize]).catch((error: unknown) => {
    throw error instanceof RpcResponseError && error.rpcCode === METHOD_NOT_FOUND ? new OtterscanUnavailableError({ cause: error }) : error
  })
  const receipts = new Map(page.receipts.map((r) => [r.transactionHash.toLowerCase(), r]))
  const found = page.txs.map((tx) => {
    const receipt = receipts.get(tx.hash.toLowerCase())
    return { tx, receipt, tokens: (receipt?.logs ?? []).flatMap((log) => tokenTransfer(log, owner, caipNetworkId) ?? []) }
  })
  const tokens = await tokenInfo(transport, [...new Set(found.flatMap((f) => f.tokens.map((t) => t.contract)))], multicall3)
  const transactions = found.map(({ tx, receipt, tokens: moved }): AdapterTransaction => {
    const value = hex(tx.value) ?? 0n
    const from = tx.from.toLowerCase()
    const to = (tx.to ?? '').toLowerCase()
    const transfers: AdapterTransfer[] = []
    if (value > 0n && (from === owner || to === owner)) {
      transfers.push({ direction: from === owner ? 'out' : 'in', symbol: native.symbol, amount: value.toString(), decimals: native.decimals, counterparty: from === owner ? to : from })
    }
    for (const { contract, transfer } of moved) {
      const info = tokens.get(contract)
      // A token whose decimals cannot be read would show a misleading amount: left out.
      if (info) transfers.push({ ...transfer, ...info })
    }
    const seconds = hex(receipt?.timestamp) ?? hex(tx.blockTimestamp) ?? 0n
    const status = !receipt ? 'pending' : receipt.status === '0x1' ? 'confirmed' : 'failed'
    return { hash: tx.hash, status, timestamp: Number(seconds) * 1000, from: tx.from, to: tx.to ?? '', transfers }
  })
  const oldest = page.txs.reduce<bigint | undefined>((min, tx) => {
    const n = hex(tx.blockNumber)
    return n !== undefined && (min === undefined || n < min) ? n : min
  }, undefined)
  // Nothing lies before block 1 but the genesis block, which holds no transactions.
  const next = !page.lastPage && oldest !== undefined && oldest > 1n ? oldest.toString() : undefined
  return { transactions, ...(next ? { next } : {}) }
}

/** Symbol and decimals of each token contract, in one round trip; a contract that does not answer is left out. */
async function tokenInfo(transport: RpcTransport, contracts: string[], multicall3?: string): Promise<Map<string, { symbol: string; decimals: number }>> {
  if (contracts.length === 0) return new Map()
  const results = await readContracts(transport, contracts.flatMap((to) => [{ to, data: SELECTOR.symbol }, { to, data: SELECTOR.decimals }]), multicall3)
  const info = new Map<string, { symbol: string; decimals: number }>()
  contracts.forEach((contract, i) => {
    const [symbol, decimals] = results.slice(i * 2, i * 2 + 2).map((r) => ('result' in r ? r.result : undefined))
    const d = hex(decimals)
    if (d !== undefined && d <= 255n) info.set(contract, { symbol: decodeString(String(symbol ?? '')) || '?', decimals: Number(d) })
  })
  return info
}
