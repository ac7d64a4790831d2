import { sha256 } from '@cosmjs/crypto'
import { fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { abciQuery } from './abciQuery'
import { txHash } from './blocks'
import { blockJson, blockMetaJson, COMET_VERSION, cometTime, txJson, txResultJson } from './cometJson'
import { TxError } from './errors'
import type { LocalChain } from './localChain'
import { internalError, type Params } from './rpcParams'
import { matches, parseQuery, QueryError } from './txSearch'

export type RpcMethod = (params: Params) => unknown

/** CometBFT's page size rules for `tx_search`: 30 by default, at most 100. */
const DEFAULT_PER_PAGE = 30
const MAX_PER_PAGE = 100

/**
 * The CometBFT 0.38 RPC methods @cosmjs/tendermint-rpc and @cosmjs/stargate call, answering the JSON Comet answers.
 * Mempool and consensus collapse into one step: an accepted transaction is in a new block when the call returns.
 */
export function rpcMethods(chain: LocalChain, listenAddress: string): Record<string, RpcMethod> {
  const { ledger, validator } = chain
  const validatorPubKey = { type: 'tendermint/PubKeyEd25519', value: toBase64(validator.publicKey) }
  const validatorsHash = toHex(sha256(validator.publicKey)).toUpperCase()
  const blockAt = (height: number | undefined) => {
    const h = height ?? ledger.height
    if (h < 1) throw internalError('height must be greater than 0, but got 0')
    if (h > ledger.height) throw internalError(`height ${h} must be less than or equal to the current blockchain height ${ledger.height}`)
    return ledger.blocks[h - 1]!
  }
  // CometBFT keeps recently seen transactions in a cache and refuses to see them again.
  const seen = (tx: Uint8Array) => {
    if (ledger.tx(txHash(tx))) throw internalError('tx already exists in cache')
  }
  const broadcast = (params: Params) => {
    const tx = params.bytes('tx', 'base64')
    seen(tx)
    const hash = txHash(tx)
    try {
      const { height, result } = ledger.deliver(tx)
      return { hash, height, checkTx: { ...txResultJson(result), events: [] }, txResult: txResultJson(result) }
    } catch (error) {
      if (!(error instanceof TxError)) throw error
      const refused = { code: error.code, data: null, log: error.log, info: '', gas_wanted: '0', gas_used: '0', events: [], codespace: error.codespace }
      return { hash, height: 0, checkTx: refused, txResult: undefined }
    }
  }
  const broadcastSync = (params: Params) => {
    const { hash, checkTx } = broadcast(params)
    return { code: checkTx.code, data: checkTx.data, log: checkTx.log, codespace: checkTx.codespace, hash }
  }

  return {
    health: () => ({}),
    status: () => {
      const latest = ledger.latestBlock
      const earliest = ledger.blocks[0]!
      return {
        node_info: {
          protocol_version: { p2p: '8', block: '11', app: '0' },
          id: toHex(sha256(validator.publicKey).slice(0, 20)),
          listen_addr: listenAddress,
          network: ledger.chainId,
          version: COMET_VERSION,
          channels: '40202122233038606100',
          moniker: 'latch-local-cosmos',
          other: { tx_index: 'on', rpc_address: listenAddress },
        },
        sync_info: {
          latest_block_hash: latest.hash,
          latest_app_hash: latest.appHash,
          latest_block_height: String(latest.height),
          latest_block_time: cometTime(latest.time),
          earliest_block_hash: earliest.hash,
          earliest_app_hash: earliest.appHash,
          earliest_block_height: String(earliest.height),
          earliest_block_time: cometTime(earliest.time),
          catching_up: false,
        },
        validator_info: { address: validator.address, pub_key: validatorPubKey, voting_power: '10' },
      }
    },
    abci_info: () => ({
      response: { data: 'latch-local-cosmos', version: '0.50.0-latch-local', app_version: '0', last_block_height: String(ledger.height), last_block_app_hash: toBase64(fromHex(ledger.latestBlock.appHash)) },
    }),
    abci_query: (params) => {
      const path = params.string('path')
      const data = params.bytes('data', 'hex', true)
      const height = params.int('height')
      if (height && height !== ledger.height) throw internalError(`this local chain answers queries at the latest height (${ledger.height}) only, not ${height}`)
      const answer = abciQuery(ledger, path, data)
      return {
        response: { code: answer.code, log: answer.log, info: '', index: '0', key: null, value: answer.value.length > 0 ? toBase64(answer.value) : null, proofOps: null, height: String(ledger.height), codespace: answer.codespace },
      }
    },
    broadcast_tx_sync: broadcastSync,
    broadcast_tx_async: broadcastSync,
    broadcast_tx_commit: (params) => {
      const { hash, height, checkTx, txResult } = broadcast(params)
      return { check_tx: checkTx, tx_result: txResult ?? { code: 0, data: null, log: '', info: '', gas_wanted: '0', gas_used: '0', events: [], codespace: '' }, hash, height: String(height) }
    },
    tx: (params) => {
      const hash = params.bytes('hash', 'base64')
      const tx = ledger.tx(toHex(hash))
      if (!tx) throw internalError(`tx (${toHex(hash).toUpperCase()}) not found`)
      return txJson(tx)
    },
    tx_search: (params) => {
      let conditions: ReturnType<typeof parseQuery>
      try {
        conditions = parseQuery(params.string('query'))
      } catch (error) {
        if (error instanceof QueryError) throw internalError(error.message)
        throw error
      }
      const orderBy = params.string('order_by', '')
      if (!['', 'asc', 'desc'].includes(orderBy)) throw internalError('expected order_by to be either `asc` or `desc` or empty')
      const found = ledger.txs.filter((tx) => matches(tx, conditions))
      if (orderBy === 'desc') found.reverse()
      const perPage = Math.min(Math.max(params.int('per_page') ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE)
      const pages = Math.max(1, Math.ceil(found.length / perPage))
      const page = params.int('page') ?? 1
      if (page < 1 || page > pages) throw internalError(`page should be within [1, ${pages}] range, given ${page}`)
      return { txs: found.slice((page - 1) * perPage, page * perPage).map(txJson), total_count: String(found.length) }
    },
    block: (params) => blockJson(blockAt(params.int('height')), ledger.chainId, validatorsHash),
    blockchain: (params) => {
      // As Comet: at most 20 metas, newest first, from max(minHeight, maxHeight - 19) to maxHeight.
      const max = Math.min(params.int('maxHeight') || ledger.height, ledger.height)
      const min = Math.max(params.int('minHeight') || 1, max - 19, 1)
      if (min > max) throw internalError(`min height ${min} can't be greater than max height ${max}`)
      const metas = []
      for (let h = max; h >= min; h--) metas.push(blockMetaJson(ledger.blocks[h - 1]!, ledger.chainId, validatorsHash))
      return { last_height: String(ledger.height), block_metas: metas }
    },
    validators: (params) => {
      const height = blockAt(params.int('height')).height
      return { block_height: String(height), validators: [{ address: validator.address, pub_key: validatorPubKey, voting_power: '10', proposer_priority: '0' }], count: '1', total: '1' }
    },
    num_unconfirmed_txs: () => ({ n_txs: '0', total: '0', total_bytes: '0', txs: null }),
    unconfirmed_txs: () => ({ n_txs: '0', total: '0', total_bytes: '0', txs: [] }),
  }
}
