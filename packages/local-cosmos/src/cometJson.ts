import { toBase64 } from '@cosmjs/encoding'
import type { Block } from './blocks'
import type { AbciEvent } from './events'
import type { IndexedTx, TxResult } from './ledger'

/** The CometBFT version `status` reports: @cosmjs/tendermint-rpc's `connectComet` picks its Comet 0.38 client for it. */
export const COMET_VERSION = '0.38.17'

/** RFC 3339 with nanoseconds, as CometBFT prints times (Go's `time.RFC3339Nano` keeps 9 digits here). */
export const cometTime = (time: Date) => time.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z')

/** Events with `index: true` on every attribute: the SDK marks all of them for indexing. */
export const eventsJson = (events: AbciEvent[]) => events.map(({ type, attributes }) => ({ type, attributes: attributes.map((a) => ({ ...a, index: true })) }))

/** ABCI `ExecTxResult` / `ResponseCheckTx` as JSON: numbers as strings where Go has int64, bytes as base64. */
export function txResultJson(result: TxResult) {
  return {
    code: result.code,
    data: result.data.length > 0 ? toBase64(result.data) : null,
    log: result.log,
    info: '',
    gas_wanted: String(result.gasWanted),
    gas_used: String(result.gasUsed),
    events: eventsJson(result.events),
    codespace: result.codespace,
  }
}

export function txJson(tx: IndexedTx) {
  return { hash: tx.hash, height: String(tx.height), index: tx.index, tx_result: txResultJson(tx.result), tx: toBase64(tx.tx) }
}

const emptyBlockId = { hash: '', parts: { total: 0, hash: '' } }
const blockId = (hash: string) => (hash ? { hash, parts: { total: 1, hash } } : emptyBlockId)
// A hash of no data: CometBFT prints empty-merkle fields as sha256("").
const EMPTY_HASH = 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855'

export function headerJson(block: Block, chainId: string, validatorsHash: string) {
  return {
    version: { block: '11', app: '0' },
    chain_id: chainId,
    height: String(block.height),
    time: cometTime(block.time),
    last_block_id: blockId(block.lastBlockHash),
    last_commit_hash: EMPTY_HASH,
    data_hash: block.dataHash,
    validators_hash: validatorsHash,
    next_validators_hash: validatorsHash,
    consensus_hash: EMPTY_HASH,
    app_hash: block.appHash,
    last_results_hash: EMPTY_HASH,
    evidence_hash: EMPTY_HASH,
    proposer_address: block.proposer,
  }
}

/**
 * `block`'s result. The last commit has no signatures: there is one validator and no consensus round, and an empty
 * list says so rather than carrying signatures nobody made.
 */
export function blockJson(block: Block, chainId: string, validatorsHash: string) {
  return {
    block_id: blockId(block.hash),
    block: {
      header: headerJson(block, chainId, validatorsHash),
      data: { txs: block.txs.map(toBase64) },
      evidence: { evidence: [] },
      last_commit: { height: String(Math.max(block.height - 1, 0)), round: 0, block_id: blockId(block.lastBlockHash), signatures: [] },
    },
  }
}

export function blockMetaJson(block: Block, chainId: string, validatorsHash: string) {
  return { block_id: blockId(block.hash), block_size: String(block.size), header: headerJson(block, chainId, validatorsHash), num_txs: String(block.txs.length) }
}
