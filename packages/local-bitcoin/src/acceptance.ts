import { Transaction } from 'bitcoinjs-lib'
import { RejectError, RpcCode } from './errors'
import { COINBASE_MATURITY, MAX_MONEY } from './network'
import { DUST_THRESHOLD, scriptType } from './scripts'
import type { Prevout } from './verifyEcdsa'
import { verifyInput } from './verifyInput'

/** An unspent output, confirmed (`height`) or in the mempool (`height` null). */
export type Coin = Prevout & { txid: string; vout: number; height: number | null; coinbase: boolean }

/** What acceptance reads from the ledger. */
export type ChainView = {
  tipHeight: number
  /** The tip's median time past (BIP-113): what time locks are compared with. */
  medianTimePast: number
  /** The unspent output at `txid:vout`, including outputs of mempool transactions and outputs a mempool tx spends. */
  coin(outpoint: string): Coin | undefined
  /** The mempool transaction spending `txid:vout`, if any. */
  mempoolSpender(outpoint: string): string | undefined
  isConfirmed(txid: string): boolean
  inMempool(txid: string): boolean
}

export type Accepted = { tx: Transaction; txid: string; prevouts: Coin[]; fee: bigint; vsize: number }

/** bitcoind's default `-minrelaytxfee`: 1 sat/vB. */
export const MIN_RELAY_FEE_RATE = 1n
/** bitcoind's `MAX_STANDARD_TX_WEIGHT`. */
const MAX_STANDARD_TX_WEIGHT = 400_000
/** bitcoind's `MAX_OP_RETURN_RELAY` before v30: 80 bytes of data plus the opcode and pushes. */
const MAX_OP_RETURN_BYTES = 83
/** Locktimes from here on are Unix times, below are heights. */
const LOCKTIME_THRESHOLD = 500_000_000

export const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`
export const inputTxid = (input: Transaction['ins'][number]) => Buffer.from(input.hash).reverse().toString('hex')

/**
 * Checks a raw transaction as bitcoind's mempool acceptance would (consensus checks, then the default policy), in
 * bitcoind's order, and returns what the ledger needs to record it. Throws a `RejectError` with bitcoind's reason.
 */
export function acceptTransaction(view: ChainView, hex: string): Accepted {
  const tx = decode(hex)
  const txid = tx.getId()
  checkShape(tx)
  checkStandardOutputs(tx)
  checkFinal(tx, view)
  if (view.isConfirmed(txid)) throw new RejectError('Transaction already in block chain', undefined, RpcCode.alreadyInChain)
  if (view.inMempool(txid)) throw new RejectError('txn-already-in-mempool')

  const prevouts = tx.ins.map((input) => {
    const key = outpointKey(inputTxid(input), input.index)
    if (view.mempoolSpender(key)) throw new RejectError('txn-mempool-conflict', `${key} is already spent by mempool transaction ${view.mempoolSpender(key)} (no replace-by-fee here)`)
    const coin = view.coin(key)
    if (!coin) throw new RejectError('bad-txns-inputs-missingorspent', `no unspent output ${key}`, RpcCode.verify)
    return coin
  })
  for (const coin of prevouts) {
    const depth = view.tipHeight + 1 - (coin.height ?? view.tipHeight + 1)
    if (coin.coinbase && depth < COINBASE_MATURITY) throw new RejectError('bad-txns-premature-spend-of-coinbase', `tried to spend coinbase at depth ${depth}`)
  }
  const valueIn = prevouts.reduce((sum, coin) => sum + coin.value, 0n)
  const valueOut = tx.outs.reduce((sum, out) => sum + out.value, 0n)
  if (valueIn < valueOut) throw new RejectError('bad-txns-in-belowout', `value in (${valueIn}) < value out (${valueOut})`)
  const fee = valueIn - valueOut
  const vsize = tx.virtualSize()
  const minFee = BigInt(vsize) * MIN_RELAY_FEE_RATE
  if (fee < minFee) throw new RejectError('min relay fee not met', `${fee} < ${minFee}`)
  for (let index = 0; index < tx.ins.length; index++) verifyInput(tx, index, prevouts)
  return { tx, txid, prevouts, fee, vsize }
}

function decode(hex: string): Transaction {
  const clean = hex.trim().toLowerCase()
  if (!/^([0-9a-f]{2})+$/.test(clean)) throw new RejectError('TX decode failed', 'not hex', RpcCode.deserialization)
  let tx: Transaction
  try {
    tx = Transaction.fromHex(clean)
  } catch (error) {
    throw new RejectError('TX decode failed', (error as Error).message, RpcCode.deserialization)
  }
  // A witness flag with every witness empty is a malformed encoding bitcoind refuses to parse.
  if (clean.slice(8, 12) === '0001' && !tx.hasWitnesses()) throw new RejectError('TX decode failed', 'superfluous witness record', RpcCode.deserialization)
  return tx
}

function checkShape(tx: Transaction): void {
  if (tx.isCoinbase()) throw new RejectError('coinbase')
  if (tx.ins.length === 0) throw new RejectError('bad-txns-vin-empty')
  if (tx.outs.length === 0) throw new RejectError('bad-txns-vout-empty')
  let total = 0n
  for (const out of tx.outs) {
    if (out.value < 0n) throw new RejectError('bad-txns-vout-negative')
    if (out.value > MAX_MONEY) throw new RejectError('bad-txns-vout-toolarge')
    total += out.value
    if (total > MAX_MONEY) throw new RejectError('bad-txns-txouttotal-toolarge')
  }
  const seen = new Set<string>()
  for (const input of tx.ins) {
    const key = outpointKey(inputTxid(input), input.index)
    if (seen.has(key)) throw new RejectError('bad-txns-inputs-duplicate')
    seen.add(key)
  }
}

function checkStandardOutputs(tx: Transaction): void {
  if (tx.version < 1 || tx.version > 3) throw new RejectError('version')
  if (tx.weight() > MAX_STANDARD_TX_WEIGHT) throw new RejectError('tx-size')
  let opReturns = 0
  for (const out of tx.outs) {
    const type = scriptType(out.script)
    if (type === 'unknown' || (type === 'op_return' && out.script.length > MAX_OP_RETURN_BYTES)) throw new RejectError('scriptpubkey')
    if (type === 'op_return') opReturns++
    const threshold = DUST_THRESHOLD[type]
    if (threshold !== undefined && out.value < threshold) throw new RejectError('dust', `output of ${out.value} sat is below the ${type} dust threshold of ${threshold} sat`)
  }
  if (opReturns > 1) throw new RejectError('multi-op-return')
}

/** BIP-65 finality: a locktime in the future counts unless every input opts out with a final sequence. */
function checkFinal(tx: Transaction, view: ChainView): void {
  if (tx.locktime === 0) return
  const limit = tx.locktime < LOCKTIME_THRESHOLD ? view.tipHeight + 1 : view.medianTimePast
  if (tx.locktime < limit) return
  if (tx.ins.every((input) => input.sequence === 0xffffffff)) return
  throw new RejectError('non-final')
}
