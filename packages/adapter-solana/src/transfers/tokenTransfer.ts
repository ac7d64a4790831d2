/**
 * The instructions of an SPL transfer: `transferChecked` from the sender's associated token account to the
 * receiver's, under the mint's own program (Token or Token-2022), creating the receiver's account first when it
 * does not exist yet (idempotent, so a race with another sender cannot fail the transfer).
 */
import { InvalidAddressError } from '@latch/core/errors'
import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token'
import { type Connection, PublicKey, type TransactionInstruction } from '@solana/web3.js'
import { isSolanaAddress } from '../codec/address'
import { SolanaAccountNotFoundError } from '../errors'

const ASSET = /^solana:[^/]+\/token:(.+)$/

/** The mint of a CAIP-19 `solana:<genesis>/token:<mint>` asset id. */
export function mintOfAsset(asset: string): string {
  const mint = ASSET.exec(asset)?.[1]
  if (!mint || !isSolanaAddress(mint)) throw new InvalidAddressError({ namespace: 'solana', address: asset, rule: 'a CAIP-19 solana:<genesis>/token:<mint> asset id' })
  return mint
}

export interface TokenTransferPlan {
  instructions: TransactionInstruction[]
  decimals: number
  /** Lamports the sender deposits as rent for the receiver's new token account (0 when it exists). */
  rent: bigint
}

/** Size of the associated token account the ATA program creates: Token-2022 adds the mint's account extensions and ImmutableOwner. */
function tokenAccountSize(programId: PublicKey, tlvData: Buffer): number {
  if (!programId.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_SIZE
  const accountExtensions = getExtensionTypes(tlvData).map(getAccountTypeOfMintType).filter((e) => e !== ExtensionType.Uninitialized)
  return getAccountLen([...new Set([...accountExtensions, ExtensionType.ImmutableOwner])])
}

export async function planTokenTransfer(connection: Connection, params: { from: string; to: string; mint: string; amount: bigint }): Promise<TokenTransferPlan> {
  const mint = new PublicKey(params.mint)
  const info = await connection.getAccountInfo(mint)
  const programId = info?.owner
  if (!info || !programId || !(programId.equals(TOKEN_PROGRAM_ID) || programId.equals(TOKEN_2022_PROGRAM_ID))) throw new SolanaAccountNotFoundError({ what: 'Token mint', address: params.mint })
  const mintState = unpackMint(mint, info, programId)
  const from = new PublicKey(params.from)
  const to = new PublicKey(params.to)
  // Off-curve owners (program-derived addresses such as multisig vaults) may hold tokens too.
  const source = getAssociatedTokenAddressSync(mint, from, true, programId)
  const destination = getAssociatedTokenAddressSync(mint, to, true, programId)
  const instructions: TransactionInstruction[] = []
  let rent = 0n
  if (!(await connection.getAccountInfo(destination))) {
    instructions.push(createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId))
    rent = BigInt(await connection.getMinimumBalanceForRentExemption(tokenAccountSize(programId, mintState.tlvData)))
  }
  instructions.push(createTransferCheckedInstruction(source, mint, destination, from, params.amount, mintState.decimals, [], programId))
  return { instructions, decimals: mintState.decimals, rent }
}
