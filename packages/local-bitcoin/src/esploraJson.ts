import type { Transaction } from 'bitcoinjs-lib'
import { inputTxid } from './acceptance'
import type { Ledger, StoredBlock, TxRecord } from './ledger'
import { scriptAddress, scriptAsm, scriptType } from './scripts'
import type { Prevout } from './verifyEcdsa'

// Shapes and field names as electrs (Blockstream's Esplora backend, also behind mempool.space) serialises them.

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

export function outputJson(out: Prevout) {
  const address = scriptAddress(out.script)
  return {
    scriptpubkey: hex(out.script),
    scriptpubkey_asm: scriptAsm(out.script),
    scriptpubkey_type: scriptType(out.script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(out.value),
  }
}

export function statusJson(record: TxRecord | undefined) {
  if (!record?.block) return { confirmed: false }
  return { confirmed: true, block_height: record.block.height, block_hash: record.block.hash, block_time: record.block.time }
}

export function transactionJson(record: TxRecord) {
  const { tx } = record
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, i) => inputJson(tx, input, record.prevouts[i])),
    vout: tx.outs.map(outputJson),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(record.fee),
    status: statusJson(record),
  }
}

function inputJson(tx: Transaction, input: Transaction['ins'][number], prevout: Prevout | undefined) {
  const coinbase = tx.isCoinbase()
  return {
    txid: inputTxid(input),
    vout: input.index,
    prevout: coinbase || !prevout ? null : outputJson(prevout),
    scriptsig: hex(input.script),
    scriptsig_asm: scriptAsm(input.script),
    ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
    is_coinbase: coinbase,
    sequence: input.sequence,
    ...(prevout && scriptType(prevout.script) === 'p2sh' && input.witness.length > 0 ? { inner_redeemscript_asm: scriptAsm(input.script.subarray(1)) } : {}),
  }
}

export function blockJson(ledger: Ledger, stored: StoredBlock) {
  const { block } = stored
  const previous = ledger.blocks[stored.height - 1]
  return {
    id: stored.hash,
    height: stored.height,
    version: block.version,
    timestamp: block.timestamp,
    tx_count: stored.txids.length,
    size: stored.size,
    weight: stored.weight,
    merkle_root: Buffer.from(block.merkleRoot as Uint8Array).reverse().toString('hex'),
    previousblockhash: previous ? previous.hash : null,
    mediantime: stored.mediantime,
    nonce: block.nonce,
    bits: block.bits,
    // Regtest's target is the easiest there is: difficulty 1 is mainnet's, regtest's is ~4.66e-10 of it.
    difficulty: 4.656542373906925e-10,
  }
}

type Stats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number }

/** `chain_stats` and `mempool_stats` of an output script, counted from the transactions that touch it. */
export function addressJson(ledger: Ledger, address: string, script: Uint8Array) {
  const key = hex(script)
  const empty = (): Stats => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 })
  const chain = empty()
  const mempool = empty()
  for (const record of ledger.transactionsOf(script)) {
    const stats = record.block ? chain : mempool
    stats.tx_count++
    for (const out of record.tx.outs) {
      if (hex(out.script) !== key) continue
      stats.funded_txo_count++
      stats.funded_txo_sum += Number(out.value)
    }
    for (const prevout of record.prevouts) {
      if (hex(prevout.script) !== key) continue
      stats.spent_txo_count++
      stats.spent_txo_sum += Number(prevout.value)
    }
  }
  return { address, chain_stats: chain, mempool_stats: mempool }
}
