/**
 * Every SPL Token and Token-2022 holding of an owner. Unlike an EVM node, Solana can enumerate them: the owner's
 * token accounts under both programs. Several accounts of one mint add up; empty ones are dropped.
 */
import type { CaipNetworkId, HeldToken, TokenHoldings } from '@latch/core'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { type Connection, PublicKey } from '@solana/web3.js'
import { metaplexLabels, shortMint, token2022Label } from './tokenMetadata'

interface ParsedTokenAccount {
  mint: string
  tokenAmount: { amount: string; decimals: number }
}

export const tokenAssetId = (caipNetworkId: CaipNetworkId, mint: string) => `${caipNetworkId}/token:${mint}` as const

export async function readTokens(connection: Connection, params: { address: string; caipNetworkId: CaipNetworkId }): Promise<TokenHoldings> {
  const owner = new PublicKey(params.address)
  const [classic, token2022] = await Promise.all([
    connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ID }),
    connection.getParsedTokenAccountsByOwner(owner, { programId: TOKEN_2022_PROGRAM_ID }),
  ])
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const { account } of [...classic.value, ...token2022.value]) {
    const info = account.data.parsed?.info as ParsedTokenAccount | undefined
    if (!info?.mint) continue
    const held = byMint.get(info.mint) ?? { amount: 0n, decimals: info.tokenAmount.decimals }
    held.amount += BigInt(info.tokenAmount.amount)
    byMint.set(info.mint, held)
  }
  const mints = [...byMint].filter(([, held]) => held.amount > 0n).map(([mint]) => mint)
  const labels = await mintLabels(connection, mints)
  const tokens: HeldToken[] = mints.map((mint) => {
    const held = byMint.get(mint) as { amount: bigint; decimals: number }
    const label = labels.get(mint)
    const symbol = label?.symbol || shortMint(mint)
    return { asset: tokenAssetId(params.caipNetworkId, mint), symbol, name: label?.name || symbol, decimals: held.decimals, amount: held.amount.toString() }
  })
  return { tokens }
}

/**
 * Names for mints: Token-2022 metadata from the parsed mints, Metaplex for the rest. A failed metadata read costs
 * only the names, never the balances.
 */
export async function mintLabels(connection: Connection, mints: readonly string[]) {
  const labels = new Map<string, { name?: string; symbol?: string }>()
  if (!mints.length) return labels
  try {
    const parsed = await connection.getMultipleParsedAccounts(mints.map((m) => new PublicKey(m)))
    parsed.value.forEach((account, i) => {
      const data = account?.data as { parsed?: { info?: unknown } } | undefined
      const label = token2022Label(data?.parsed?.info)
      if (label) labels.set(mints[i] as string, label)
    })
    const rest = mints.filter((m) => !labels.has(m))
    for (const [mint, label] of await metaplexLabels(connection, rest)) labels.set(mint, label)
  } catch {
    // Labels are cosmetic; the short mint stands in.
  }
  return labels
}
