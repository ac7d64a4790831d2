import { sha256 } from '@cosmjs/crypto'
import { toHex, toUtf8 } from '@cosmjs/encoding'

export type Block = {
  height: number
  time: Date
  txs: Uint8Array[]
  /** Uppercase hex, as CometBFT prints hashes. */
  hash: string
  lastBlockHash: string
  dataHash: string
  /** The state hash after this block's transactions (CometBFT would print it in the next header). */
  appHash: string
  proposer: string
  size: number
}

const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]))

/** RFC 6962 merkle root (CometBFT's `merkle.HashFromByteSlices`): leaves hashed with 0x00, inner nodes with 0x01. */
export function merkleRoot(items: Uint8Array[]): Uint8Array {
  if (items.length === 0) return sha256(new Uint8Array())
  if (items.length === 1) return sha256(concat(Uint8Array.of(0), items[0] as Uint8Array))
  const split = 2 ** Math.floor(Math.log2(items.length - 1))
  return sha256(concat(Uint8Array.of(1), merkleRoot(items.slice(0, split)), merkleRoot(items.slice(split))))
}

/** A transaction's id: sha256 of its bytes, uppercase hex. */
export const txHash = (tx: Uint8Array) => toHex(sha256(tx)).toUpperCase()

/**
 * The next block. `data_hash` is CometBFT's (merkle root of the tx hashes); the block hash is a sha256 over the
 * header fields, not CometBFT's merkle of their protobuf encodings: there is no light client to check it against.
 */
export function makeBlock(previous: Block | undefined, chainId: string, txs: Uint8Array[], appHash: string, proposer: string, now = new Date()): Block {
  const height = (previous?.height ?? 0) + 1
  // Block times strictly increase, as BFT time guarantees.
  const time = new Date(Math.max(now.getTime(), (previous?.time.getTime() ?? 0) + 1))
  const dataHash = toHex(merkleRoot(txs.map((tx) => sha256(tx)))).toUpperCase()
  const lastBlockHash = previous?.hash ?? ''
  const hash = toHex(sha256(toUtf8(JSON.stringify([chainId, height, time.toISOString(), lastBlockHash, dataHash, appHash, proposer])))).toUpperCase()
  return { height, time, txs, hash, lastBlockHash, dataHash, appHash, proposer, size: 600 + txs.reduce((n, tx) => n + tx.length, 0) }
}
