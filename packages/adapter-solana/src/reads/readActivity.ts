/** An account's transactions, newest first, a page at a time: the cursor is the last signature of the page. */
import type { AdapterActivityPage, AdapterTransaction, CaipNetworkId } from '@latch/core'
import { type ConfirmedSignatureInfo, type Connection, type ParsedTransactionWithMeta, PublicKey } from '@solana/web3.js'
import { mintLabels } from './readTokens'
import { transactionMints, transactionTransfers } from './transactionTransfers'

export const ACTIVITY_PAGE_SIZE = 20

type Native = { symbol: string; decimals: number }

function toTransaction(info: ConfirmedSignatureInfo, tx: ParsedTransactionWithMeta | null, address: string, native: Native, caipNetworkId: CaipNetworkId, labels: Map<string, { symbol?: string }>): AdapterTransaction {
  const seconds = tx?.blockTime ?? info.blockTime
  const timestamp = seconds ? seconds * 1000 : Date.now()
  // The node lists the signature before it serves the transaction: show it as pending until then.
  if (!tx) return { hash: info.signature, status: info.err ? 'failed' : 'pending', timestamp, from: '', to: '', transfers: [] }
  const transfers = transactionTransfers(tx, address, native, caipNetworkId, labels)
  const message = tx.transaction.message
  const from = message.accountKeys[0]?.pubkey.toBase58() ?? ''
  const first = transfers[0]
  const program = message.instructions[0]?.programId.toBase58() ?? ''
  const to = first ? (first.direction === 'out' ? (first.counterparty ?? '') : address) : program
  return { hash: info.signature, status: tx.meta?.err || info.err ? 'failed' : 'confirmed', timestamp, from, to, transfers }
}

export async function readActivity(connection: Connection, params: { address: string; caipNetworkId: CaipNetworkId; cursor?: string; native: Native }): Promise<AdapterActivityPage> {
  const signatures = await connection.getSignaturesForAddress(new PublicKey(params.address), { limit: ACTIVITY_PAGE_SIZE, ...(params.cursor ? { before: params.cursor } : {}) })
  if (!signatures.length) return { transactions: [] }
  const parsed = await connection.getParsedTransactions(
    signatures.map((s) => s.signature),
    { maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
  )
  const labels = await mintLabels(connection, [...new Set(parsed.flatMap(transactionMints))])
  const transactions = signatures.map((s, i) => toTransaction(s, parsed[i] ?? null, params.address, params.native, params.caipNetworkId, labels))
  const last = signatures.at(-1)
  return { transactions, ...(signatures.length === ACTIVITY_PAGE_SIZE && last ? { next: last.signature } : {}) }
}
