/**
 * The instructions of an SPL transfer: `transferChecked` from the sender's associated token account to the
 * receiver's, under the mint's own program (Token or Token-2022), creating the receiver's account first when it
 * does not exist yet (idempotent, so a race with another sender cannot fail the transfer).
 *
 * The two instructions and the mint's decimals are encoded here rather than with spl-token's helpers: those reach
 * for a global `Buffer`, which browsers do not have, and a library must not make a dapp polyfill one.
 */
import { InvalidAddressError } from '@latch/core/errors'
import {
  ACCOUNT_SIZE,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import { type Connection, PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
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

/** The Token program's `TransferChecked` (instruction 12): amount u64 and decimals u8, little-endian. */
const TRANSFER_CHECKED = 12
/** The associated-token-account program's `CreateIdempotent` (instruction 1). */
const CREATE_IDEMPOTENT = 1
/** Where a mint account keeps its decimals (after the authority option, the authority and the supply). */
const DECIMALS_OFFSET = 44

function transferChecked(source: PublicKey, mint: PublicKey, destination: PublicKey, owner: PublicKey, amount: bigint, decimals: number, programId: PublicKey) {
  const data = new Uint8Array(10)
  const view = new DataView(data.buffer)
  data[0] = TRANSFER_CHECKED
  view.setBigUint64(1, amount, true)
  data[9] = decimals
  const keys = [
    { pubkey: source, isSigner: false, isWritable: true },
    { pubkey: mint, isSigner: false, isWritable: false },
    { pubkey: destination, isSigner: false, isWritable: true },
    { pubkey: owner, isSigner: true, isWritable: false },
  ]
  return new TransactionInstruction({ programId, keys, data: data as never })
}

function createIdempotent(payer: PublicKey, account: PublicKey, owner: PublicKey, mint: PublicKey, programId: PublicKey) {
  const keys = [
    { pubkey: payer, isSigner: true, isWritable: true },
    { pubkey: account, isSigner: false, isWritable: true },
    { pubkey: owner, isSigner: false, isWritable: false },
    { pubkey: mint, isSigner: false, isWritable: false },
    { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
    { pubkey: programId, isSigner: false, isWritable: false },
  ]
  return new TransactionInstruction({ programId: ASSOCIATED_TOKEN_PROGRAM_ID, keys, data: Uint8Array.of(CREATE_IDEMPOTENT) as never })
}

/** Size of the associated token account the ATA program creates: Token-2022 adds the mint's account extensions and ImmutableOwner. */
function tokenAccountSize(programId: PublicKey, mintData: Uint8Array): number {
  if (!programId.equals(TOKEN_2022_PROGRAM_ID)) return ACCOUNT_SIZE
  // Token-2022 pads a mint with extensions to an account's size, then one account-type byte, then its TLV entries.
  const tlv = (mintData.length > ACCOUNT_SIZE ? mintData.subarray(ACCOUNT_SIZE + 1) : new Uint8Array()) as Parameters<typeof getExtensionTypes>[0]
  const accountExtensions = getExtensionTypes(tlv).map(getAccountTypeOfMintType).filter((e) => e !== ExtensionType.Uninitialized)
  return getAccountLen([...new Set([...accountExtensions, ExtensionType.ImmutableOwner])])
}

export async function planTokenTransfer(connection: Connection, params: { from: string; to: string; mint: string; amount: bigint }): Promise<TokenTransferPlan> {
  const mint = new PublicKey(params.mint)
  const info = await connection.getAccountInfo(mint)
  const programId = info?.owner
  if (!info || !programId || !(programId.equals(TOKEN_PROGRAM_ID) || programId.equals(TOKEN_2022_PROGRAM_ID))) throw new SolanaAccountNotFoundError({ what: 'Token mint', address: params.mint })
  if (info.data.length < MINT_SIZE || info.data[45] !== 1) throw new SolanaAccountNotFoundError({ what: 'Token mint', address: params.mint })
  const decimals = info.data[DECIMALS_OFFSET] as number
  const from = new PublicKey(params.from)
  const to = new PublicKey(params.to)
  // Off-curve owners (program-derived addresses such as multisig vaults) may hold tokens too.
  const source = getAssociatedTokenAddressSync(mint, from, true, programId)
  const destination = getAssociatedTokenAddressSync(mint, to, true, programId)
  const instructions: TransactionInstruction[] = []
  let rent = 0n
  if (!(await connection.getAccountInfo(destination))) {
    instructions.push(createIdempotent(from, destination, to, mint, programId))
    rent = BigInt(await connection.getMinimumBalanceForRentExemption(tokenAccountSize(programId, info.data)))
  }
  instructions.push(transferChecked(source, mint, destination, from, params.amount, decimals, programId))
  return { instructions, decimals, rent }
}
