/**
 * A mint's name and symbol: Token-2022's metadata extension when the mint carries it (it arrives with the
 * jsonParsed mint), else Metaplex Token Metadata (one batched account read), else none.
 */
import { type Connection, PublicKey } from '@solana/web3.js'

export interface MintLabel {
  name?: string
  symbol?: string
  uri?: string
}

export const METAPLEX_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')

/** The Token-2022 `tokenMetadata` extension of a jsonParsed mint or token account, if any. */
export function token2022Label(parsedInfo: unknown): MintLabel | undefined {
  const extensions = (parsedInfo as { extensions?: { extension?: string; state?: MintLabel }[] } | undefined)?.extensions
  const state = extensions?.find((e) => e.extension === 'tokenMetadata')?.state
  return state?.symbol || state?.name ? { name: state.name, symbol: state.symbol, uri: state.uri } : undefined
}

export function metaplexAddress(mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([new TextEncoder().encode('metadata'), METAPLEX_PROGRAM_ID.toBytes(), mint.toBytes()], METAPLEX_PROGRAM_ID)[0]
}

/** Decodes the head of a Metaplex metadata account: key u8, update authority, mint, then borsh strings name, symbol, uri. */
export function decodeMetaplex(data: Uint8Array): MintLabel | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  let offset = 1 + 32 + 32
  const text = () => {
    if (offset + 4 > data.length) throw new RangeError('short')
    const length = view.getUint32(offset, true)
    offset += 4
    if (offset + length > data.length) throw new RangeError('short')
    // Metaplex pads names with NULs to a fixed width.
    const value = new TextDecoder().decode(data.subarray(offset, offset + length)).replace(/\0+$/, '').trim()
    offset += length
    return value
  }
  try {
    return { name: text(), symbol: text(), uri: text() }
  } catch {
    return undefined
  }
}

/** Metaplex labels for many mints in one request; missing or malformed accounts are left out. */
export async function metaplexLabels(connection: Connection, mints: readonly string[]): Promise<Map<string, MintLabel>> {
  const labels = new Map<string, MintLabel>()
  if (!mints.length) return labels
  const accounts = await connection.getMultipleAccountsInfo(mints.map((m) => metaplexAddress(new PublicKey(m))))
  accounts.forEach((account, i) => {
    const label = account?.owner.equals(METAPLEX_PROGRAM_ID) ? decodeMetaplex(account.data) : undefined
    if (label && (label.symbol || label.name)) labels.set(mints[i] as string, label)
  })
  return labels
}

/** A label for a mint nobody named: its first and last four characters. */
export const shortMint = (mint: string) => `${mint.slice(0, 4)}…${mint.slice(-4)}`
