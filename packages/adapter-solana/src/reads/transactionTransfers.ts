/**
 * What one parsed transaction moved for an account, from the balances before and after it (exact for any
 * program, unlike decoding instructions): the SOL delta without the fee, then each mint's delta.
 */
import type { AdapterTransfer, CaipNetworkId } from '@latch/core'
import type { ParsedTransactionWithMeta, TokenBalance } from '@solana/web3.js'
import { tokenAssetId } from './readTokens'
import { shortMint } from './tokenMetadata'

type Labels = Map<string, { symbol?: string }>

/** The other side of a movement: the key whose balance moved most the other way. */
function counterparty(deltas: Map<string, bigint>, self: string, direction: 'in' | 'out'): string | undefined {
  let best: [string, bigint] | undefined
  for (const [key, delta] of deltas) {
    if (key === self) continue
    const gain = direction === 'out' ? delta : -delta
    if (gain > 0n && (!best || gain > best[1])) best = [key, gain]
  }
  return best?.[0]
}

function nativeDeltas(tx: ParsedTransactionWithMeta): Map<string, bigint> {
  const keys = tx.transaction.message.accountKeys.map((k) => k.pubkey.toBase58())
  const meta = tx.meta
  const deltas = new Map<string, bigint>()
  keys.forEach((key, i) => {
    // The fee payer (key 0) pays the fee to nobody; it is not a transfer.
    const fee = i === 0 ? BigInt(meta?.fee ?? 0) : 0n
    deltas.set(key, BigInt(meta?.postBalances[i] ?? 0) - BigInt(meta?.preBalances[i] ?? 0) + fee)
  })
  return deltas
}

/** Token deltas by mint, then by owner. */
function tokenDeltas(tx: ParsedTransactionWithMeta): Map<string, { decimals: number; owners: Map<string, bigint> }> {
  const byMint = new Map<string, { decimals: number; owners: Map<string, bigint> }>()
  const add = (entries: TokenBalance[] | null | undefined, sign: bigint) => {
    for (const entry of entries ?? []) {
      if (!entry.owner) continue
      const mint = byMint.get(entry.mint) ?? { decimals: entry.uiTokenAmount.decimals, owners: new Map() }
      mint.owners.set(entry.owner, (mint.owners.get(entry.owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount))
      byMint.set(entry.mint, mint)
    }
  }
  add(tx.meta?.postTokenBalances, 1n)
  add(tx.meta?.preTokenBalances, -1n)
  return byMint
}

export function transactionTransfers(
  tx: ParsedTransactionWithMeta,
  address: string,
  native: { symbol: string; decimals: number },
  caipNetworkId: CaipNetworkId,
  labels: Labels,
): AdapterTransfer[] {
  const transfers: AdapterTransfer[] = []
  const tokens = tokenDeltas(tx)
  const lamports = nativeDeltas(tx)
  const own = lamports.get(address) ?? 0n
  if (own !== 0n) {
    const direction = own < 0n ? 'out' : 'in'
    const other = counterparty(lamports, address, direction)
    // Rent paid into a token account the transaction created belongs to the token transfer, not a SOL payment.
    const tokenAccounts = new Set((tx.meta?.postTokenBalances ?? []).map((b) => tx.transaction.message.accountKeys[b.accountIndex]?.pubkey.toBase58()))
    if (!(other && tokenAccounts.has(other) && [...tokens.values()].some((t) => (t.owners.get(address) ?? 0n) !== 0n))) {
      transfers.push({ direction, symbol: native.symbol, amount: (own < 0n ? -own : own).toString(), decimals: native.decimals, ...(other ? { counterparty: other } : {}) })
    }
  }
  for (const [mint, { decimals, owners }] of tokens) {
    const delta = owners.get(address) ?? 0n
    if (delta === 0n) continue
    const direction = delta < 0n ? 'out' : 'in'
    const other = counterparty(owners, address, direction)
    const symbol = labels.get(mint)?.symbol || shortMint(mint)
    transfers.push({ direction, symbol, amount: (delta < 0n ? -delta : delta).toString(), decimals, asset: tokenAssetId(caipNetworkId, mint), ...(other ? { counterparty: other } : {}) })
  }
  return transfers
}

/** The mints a transaction touched, for labelling. */
export const transactionMints = (tx: ParsedTransactionWithMeta | null) => [...new Set([...(tx?.meta?.preTokenBalances ?? []), ...(tx?.meta?.postTokenBalances ?? [])].map((b) => b.mint))]
