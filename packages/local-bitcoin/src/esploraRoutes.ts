import { RejectError } from './errors'
import { addressJson, blockJson, statusJson, transactionJson } from './esploraJson'
import { HttpError, json, type Route, text } from './http'
import type { Ledger, StoredBlock, TxRecord } from './ledger'
import { addressScript } from './scripts'

/** electrs' page sizes: confirmed transactions per page of an address's history, mempool ones listed at most. */
export const CHAIN_TXS_PER_PAGE = 25
const MAX_MEMPOOL_TXS = 50
const BLOCK_TXS_PER_PAGE = 25

/**
 * A fixed table, not an estimate: a local chain has no fee market. Every target gets at least the 1 sat/vB relay
 * minimum, so a wallet that follows it is never refused for its fee.
 */
export const FEE_ESTIMATES = { '1': 5, '2': 4, '3': 3, '6': 2, '144': 1, '504': 1, '1008': 1 }

const HASH = /^[0-9a-f]{64}$/

/** Esplora's REST API (the subset a wallet adapter uses), read from and written to `ledger`. */
export function esploraRoutes(ledger: Ledger): Route[] {
  const block = (hash: string): StoredBlock => {
    if (!HASH.test(hash)) throw new HttpError(400, 'Invalid hex string')
    const found = ledger.blockByHash(hash)
    if (!found) throw new HttpError(404, 'Block not found')
    return found
  }
  const transaction = (txid: string): TxRecord => {
    if (!HASH.test(txid)) throw new HttpError(400, 'Invalid hex string')
    const found = ledger.transaction(txid)
    if (!found) throw new HttpError(404, 'Transaction not found')
    return found
  }
  const script = (address: string): Uint8Array => {
    try {
      return addressScript(address)
    } catch {
      throw new HttpError(400, 'Invalid Bitcoin address')
    }
  }
  const history = (address: string) => ledger.transactionsOf(script(address))
  const chainPage = (address: string, lastSeen?: string) => {
    const confirmed = history(address).filter((r) => r.block)
    const start = lastSeen === undefined ? 0 : confirmed.findIndex((r) => r.txid === lastSeen) + 1
    // An unknown last_seen_txid gives an empty page, as electrs does.
    return start === 0 && lastSeen !== undefined ? [] : confirmed.slice(start, start + CHAIN_TXS_PER_PAGE)
  }
  const mempoolOf = (address: string) => history(address).filter((r) => !r.block).slice(0, MAX_MEMPOOL_TXS)

  return [
    { method: 'GET', pattern: '/blocks/tip/height', handle: () => text(String(ledger.tipHeight)) },
    { method: 'GET', pattern: '/blocks/tip/hash', handle: () => text(ledger.tip.hash) },
    { method: 'GET', pattern: '/blocks', handle: () => json(recentBlocks(ledger, ledger.tipHeight)) },
    { method: 'GET', pattern: '/blocks/:height', handle: ({ height }) => json(recentBlocks(ledger, Math.min(heightParam(height), ledger.tipHeight))) },
    { method: 'GET', pattern: '/block-height/:height', handle: ({ height }) => text(ledger.blocks[heightParam(height)]?.hash ?? notFound('Block not found')) },
    { method: 'GET', pattern: '/block/:hash', handle: ({ hash }) => json(blockJson(ledger, block(hash))) },
    { method: 'GET', pattern: '/block/:hash/header', handle: ({ hash }) => text(block(hash).block.toHex(true)) },
    { method: 'GET', pattern: '/block/:hash/status', handle: ({ hash }) => json(blockStatus(ledger, block(hash))) },
    { method: 'GET', pattern: '/block/:hash/txids', handle: ({ hash }) => json(block(hash).txids) },
    { method: 'GET', pattern: '/block/:hash/txs', handle: ({ hash }) => json(blockTxs(ledger, block(hash), 0)) },
    { method: 'GET', pattern: '/block/:hash/txs/:start', handle: ({ hash, start }) => json(blockTxs(ledger, block(hash), startIndex(start))) },
    { method: 'GET', pattern: '/tx/:txid', handle: ({ txid }) => json(transactionJson(transaction(txid))) },
    { method: 'GET', pattern: '/tx/:txid/hex', handle: ({ txid }) => text(transaction(txid).tx.toHex()) },
    { method: 'GET', pattern: '/tx/:txid/status', handle: ({ txid }) => json(statusJson(transaction(txid))) },
    { method: 'GET', pattern: '/tx/:txid/outspends', handle: ({ txid }) => json(outspends(ledger, transaction(txid))) },
    { method: 'GET', pattern: '/address/:address', handle: ({ address }) => json(addressJson(ledger, address, script(address))) },
    {
      method: 'GET',
      pattern: '/address/:address/utxo',
      handle: ({ address }) => json(ledger.unspentOf(script(address)).map((c) => ({ txid: c.txid, vout: c.vout, status: statusJson(ledger.transaction(c.txid)), value: Number(c.value) }))),
    },
    { method: 'GET', pattern: '/address/:address/txs', handle: ({ address }) => json([...mempoolOf(address), ...chainPage(address)].map(transactionJson)) },
    { method: 'GET', pattern: '/address/:address/txs/mempool', handle: ({ address }) => json(mempoolOf(address).map(transactionJson)) },
    { method: 'GET', pattern: '/address/:address/txs/chain', handle: ({ address }) => json(chainPage(address).map(transactionJson)) },
    { method: 'GET', pattern: '/address/:address/txs/chain/:last', handle: ({ address, last }) => json(chainPage(address, last).map(transactionJson)) },
    { method: 'GET', pattern: '/mempool', handle: () => json(mempoolSummary(ledger)) },
    { method: 'GET', pattern: '/mempool/txids', handle: () => json(ledger.mempool().map((r) => r.txid)) },
    { method: 'GET', pattern: '/fee-estimates', handle: () => json(FEE_ESTIMATES) },
    {
      method: 'POST',
      pattern: '/tx',
      handle: (_params, body) => {
        try {
          return text(ledger.submit(body))
        } catch (error) {
          if (error instanceof RejectError) return text(error.esploraText(), 400)
          throw error
        }
      },
    },
  ]
}

function notFound(message: string): never {
  throw new HttpError(404, message)
}

function heightParam(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new HttpError(400, 'Invalid block height')
  return Number(value)
}

function startIndex(value: string): number {
  const index = heightParam(value)
  if (index % BLOCK_TXS_PER_PAGE !== 0) throw new HttpError(400, `start index must be a multiple of ${BLOCK_TXS_PER_PAGE}`)
  return index
}

/** The 10 blocks from `height` down, newest first, as `/blocks` answers. */
function recentBlocks(ledger: Ledger, height: number) {
  return ledger.blocks.slice(Math.max(0, height - 9), height + 1).reverse().map((b) => blockJson(ledger, b))
}

function blockStatus(ledger: Ledger, stored: StoredBlock) {
  const next = ledger.blocks[stored.height + 1]
  return { in_best_chain: true, height: stored.height, next_best: next ? next.hash : null }
}

function blockTxs(ledger: Ledger, stored: StoredBlock, start: number) {
  if (start >= stored.txids.length && start > 0) throw new HttpError(400, 'start index out of range')
  return stored.txids.slice(start, start + BLOCK_TXS_PER_PAGE).map((txid) => transactionJson(ledger.transaction(txid) as TxRecord))
}

function outspends(ledger: Ledger, record: TxRecord) {
  return record.tx.outs.map((_out, vout) => {
    const spend = ledger.spender(record.txid, vout)
    return spend ? { spent: true, txid: spend.txid, vin: spend.vin, status: statusJson(ledger.transaction(spend.txid)) } : { spent: false }
  })
}

function mempoolSummary(ledger: Ledger) {
  const records = ledger.mempool()
  return {
    count: records.length,
    vsize: records.reduce((sum, r) => sum + r.tx.virtualSize(), 0),
    total_fee: records.reduce((sum, r) => sum + Number(r.fee), 0),
    fee_histogram: [],
  }
}
