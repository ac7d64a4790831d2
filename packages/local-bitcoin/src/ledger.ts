import { Block, script as bscript, Transaction } from 'bitcoinjs-lib'
import { type Accepted, acceptTransaction, type ChainView, type Coin, inputTxid, outpointKey } from './acceptance'
import { blockSubsidy, genesisBlock, MAX_BLOCK_WEIGHT, REGTEST_BITS } from './network'
import { scriptType } from './scripts'
import type { Prevout } from './verifyEcdsa'

export type StoredBlock = { hash: string; height: number; block: Block; txids: string[]; size: number; weight: number; mediantime: number }

/** A transaction the ledger knows: in the mempool (`block` undefined) or confirmed. */
export type TxRecord = {
  txid: string
  tx: Transaction
  /** What each input spent, in input order (empty for a coinbase). */
  prevouts: Prevout[]
  fee: bigint
  /** Arrival order, to list mempool transactions newest first. */
  seq: number
  block?: { height: number; hash: string; time: number; index: number }
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const WITNESS_COMMITMENT_HEADER = Buffer.from('aa21a9ed', 'hex')

/**
 * An in-memory regtest chain: blocks from regtest's genesis, the UTXO set, and a mempool fed only through
 * `submit` (full validation, see acceptance.ts). No reorgs: a block, once mined, stays.
 */
export class Ledger implements ChainView {
  readonly blocks: StoredBlock[] = []
  readonly #byHash = new Map<string, StoredBlock>()
  readonly #txs = new Map<string, TxRecord>()
  readonly #mempool = new Map<string, TxRecord>()
  /** Unspent outputs, confirmed and mempool, including those a mempool transaction spends. */
  readonly #coins = new Map<string, Coin>()
  readonly #mempoolSpends = new Map<string, string>()
  /** Who spent each output, confirmed or mempool: `txid` and input index. */
  readonly #spends = new Map<string, { txid: string; vin: number }>()
  /** Transactions touching each output script (as hex), funding or spending. */
  readonly #byScript = new Map<string, Set<string>>()
  #seq = 0

  constructor() {
    const genesis = genesisBlock()
    // As in bitcoind, the genesis coinbase is not in the UTXO set: it cannot be spent.
    const coinbase = (genesis.transactions as Transaction[])[0] as Transaction
    this.#storeBlock(genesis, 0)
    this.#record({ txid: coinbase.getId(), tx: coinbase, prevouts: [], fee: 0n, seq: this.#seq++, block: { height: 0, hash: genesis.getId(), time: genesis.timestamp, index: 0 } })
  }

  get tip(): StoredBlock {
    return this.blocks[this.blocks.length - 1] as StoredBlock
  }
  get tipHeight(): number {
    return this.tip.height
  }
  get medianTimePast(): number {
    return this.tip.mediantime
  }

  coin = (outpoint: string) => this.#coins.get(outpoint)
  mempoolSpender = (outpoint: string) => this.#mempoolSpends.get(outpoint)
  isConfirmed = (txid: string) => this.#txs.get(txid)?.block !== undefined
  inMempool = (txid: string) => this.#mempool.has(txid)
  transaction = (txid: string) => this.#txs.get(txid)
  blockByHash = (hash: string) => this.#byHash.get(hash)
  spender = (txid: string, vout: number) => this.#spends.get(outpointKey(txid, vout))
  mempool = () => [...this.#mempool.values()]

  /** Transactions touching `script`: mempool first (newest first), then confirmed, newest first. */
  transactionsOf(script: Uint8Array): TxRecord[] {
    const records = [...(this.#byScript.get(hexOf(script)) ?? [])].map((txid) => this.#txs.get(txid) as TxRecord)
    const rank = (r: TxRecord) => (r.block ? r.block.height * 1e6 + r.block.index : Number.MAX_SAFE_INTEGER - 1e6 + r.seq)
    return records.sort((a, b) => rank(b) - rank(a))
  }

  /** Unspent outputs paying `script`, not spent by a mempool transaction. */
  unspentOf(script: Uint8Array): Coin[] {
    const key = hexOf(script)
    return [...this.#coins.values()].filter((c) => !this.#mempoolSpends.has(outpointKey(c.txid, c.vout)) && hexOf(c.script) === key)
  }

  /** Validates a raw transaction and puts it in the mempool; throws a `RejectError` if bitcoind would refuse it. */
  submit(hex: string): string {
    const accepted = acceptTransaction(this, hex)
    this.#addToMempool(accepted)
    return accepted.txid
  }

  /** Mines `count` blocks paying the subsidy and fees to `script`; the first takes the mempool (best fee rate first). */
  mine(count: number, script: Uint8Array): string[] {
    const hashes: string[] = []
    for (let i = 0; i < count; i++) hashes.push(this.#mineOne(script))
    return hashes
  }

  #addToMempool({ tx, txid, prevouts, fee }: Accepted): void {
    const record: TxRecord = { txid, tx, prevouts, fee, seq: this.#seq++ }
    this.#mempool.set(txid, record)
    for (const input of tx.ins) this.#mempoolSpends.set(outpointKey(inputTxid(input), input.index), txid)
    for (const [vout, out] of tx.outs.entries()) {
      if (scriptType(out.script) !== 'op_return') this.#coins.set(outpointKey(txid, vout), { txid, vout, script: out.script, value: out.value, height: null, coinbase: false })
    }
    this.#record(record)
  }

  #record(record: TxRecord): void {
    this.#txs.set(record.txid, record)
    const touch = (script: Uint8Array) => {
      const key = hexOf(script)
      const set = this.#byScript.get(key) ?? new Set<string>()
      set.add(record.txid)
      this.#byScript.set(key, set)
    }
    for (const out of record.tx.outs) touch(out.script)
    for (const prevout of record.prevouts) touch(prevout.script)
    if (record.tx.isCoinbase()) return
    for (const [vin, input] of record.tx.ins.entries()) this.#spends.set(outpointKey(inputTxid(input), input.index), { txid: record.txid, vin })
  }

  #mineOne(script: Uint8Array): string {
    const height = this.tipHeight + 1
    const selected = this.#selectForBlock()
    const fees = selected.reduce((sum, r) => sum + r.fee, 0n)
    const coinbase = coinbaseTransaction(height, blockSubsidy(height) + fees, script)
    const transactions = [coinbase, ...selected.map((r) => r.tx)]
    const witnessRoot = Block.calculateMerkleRoot(transactions, true)
    // The commitment output (BIP-141) covers every wtxid; the coinbase's own counts as zero, so it can be set last.
    coinbase.outs[1] = { script: bscript.compile([bscript.OPS.OP_RETURN, Buffer.concat([WITNESS_COMMITMENT_HEADER, witnessRoot])]), value: 0n }
    const block = new Block()
    block.version = 0x20000000
    block.prevHash = this.tip.block.getHash()
    block.transactions = transactions
    block.witnessCommit = witnessRoot
    block.merkleRoot = Block.calculateMerkleRoot(transactions)
    // As bitcoind's miner: wall time, unless consensus needs more (above the median of the last 11 blocks).
    block.timestamp = Math.max(this.medianTimePast + 1, Math.floor(Date.now() / 1000))
    block.bits = REGTEST_BITS
    // Real proof of work at regtest's target: about two tries.
    block.nonce = 0
    while (!block.checkProofOfWork()) block.nonce++
    const stored = this.#storeBlock(block, height)
    this.#connect(coinbase, 0, stored, [], 0n)
    selected.forEach((r, i) => {
      this.#mempool.delete(r.txid)
      this.#connect(r.tx, i + 1, stored, r.prevouts, r.fee, r)
    })
    return stored.hash
  }

  /** Mempool transactions by fee rate, best first, each after the mempool parents it spends, within a block's weight. */
  #selectForBlock(): TxRecord[] {
    const pending = [...this.#mempool.values()].sort((a, b) => feeRate(b) - feeRate(a) || a.seq - b.seq)
    const placed = new Set<string>()
    const selected: TxRecord[] = []
    let weight = 4_000 // room for the coinbase
    for (let progress = true; progress; ) {
      progress = false
      for (const record of pending) {
        if (placed.has(record.txid)) continue
        const parentsPlaced = record.tx.ins.every((input) => !this.#mempool.has(inputTxid(input)) || placed.has(inputTxid(input)))
        if (!parentsPlaced || weight + record.tx.weight() > MAX_BLOCK_WEIGHT) continue
        placed.add(record.txid)
        selected.push(record)
        weight += record.tx.weight()
        progress = true
        break
      }
    }
    return selected
  }

  #storeBlock(block: Block, height: number): StoredBlock {
    const transactions = block.transactions as Transaction[]
    const recent = [...this.blocks.slice(-10).map((b) => b.block.timestamp), block.timestamp].sort((a, b) => a - b)
    const stored: StoredBlock = {
      hash: block.getId(),
      height,
      block,
      txids: transactions.map((t) => t.getId()),
      size: block.byteLength(false, true),
      weight: block.weight(),
      mediantime: recent[Math.floor(recent.length / 2)] as number,
    }
    this.blocks.push(stored)
    this.#byHash.set(stored.hash, stored)
    return stored
  }

  #connect(tx: Transaction, index: number, stored: StoredBlock, prevouts: Prevout[], fee: bigint, existing?: TxRecord): void {
    const txid = tx.getId()
    const position = { height: stored.height, hash: stored.hash, time: stored.block.timestamp, index }
    if (existing) existing.block = position
    else this.#record({ txid, tx, prevouts, fee, seq: this.#seq++, block: position })
    if (!tx.isCoinbase()) {
      for (const input of tx.ins) {
        const key = outpointKey(inputTxid(input), input.index)
        this.#coins.delete(key)
        this.#mempoolSpends.delete(key)
      }
    }
    tx.outs.forEach((out, vout) => {
      if (scriptType(out.script) === 'op_return') return
      this.#coins.set(outpointKey(txid, vout), { txid, vout, script: out.script, value: out.value, height: stored.height, coinbase: tx.isCoinbase() })
    })
  }
}

const feeRate = (r: TxRecord) => Number(r.fee) / r.tx.virtualSize()

/** A coinbase for `height`: BIP-34 height in the scriptSig, `value` to `script`, and room for the witness commitment. */
function coinbaseTransaction(height: number, value: bigint, script: Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 2
  tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, bscript.compile([bscript.number.encode(height), Buffer.from('latch-local-bitcoin')]))
  // BIP-141: the witness reserved value, 32 zero bytes, which the commitment hashes in.
  tx.setWitness(0, [new Uint8Array(32)])
  tx.addOutput(script, value)
  tx.addOutput(new Uint8Array([bscript.OPS.OP_RETURN]), 0n)
  return tx
}
