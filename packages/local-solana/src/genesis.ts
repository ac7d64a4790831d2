import { createHash } from 'node:crypto'
import bs58 from 'bs58'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { ACCOUNT_SIZE, AccountLayout, AccountState, getAssociatedTokenAddressSync, MINT_SIZE, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import type { LocalChain } from './chain'

/** The seed the default test keys derive from. Public: never hold real funds with these keys. */
export const TEST_SEED = 'latch-local-solana test key'

/** The i-th public test keypair: ed25519 from sha256(`${seed}/${i}`). Deterministic across runs and machines. */
export function testKeypair(index: number, seed: string = TEST_SEED): Keypair {
  return Keypair.fromSeed(createHash('sha256').update(`${seed}/${index}`).digest())
}

/** A funded account the chain started with. `secretKey` is the 64-byte web3.js secret key; wallets import it as base58. */
export type LocalSolanaAccount = { address: string; secretKey: Uint8Array; secretKeyBase58: string; keypair: Keypair }

/** A mint the chain started with, its authority (account 0) and the token accounts funded at start. */
export type LocalSolanaMint = {
  address: string
  programId: string
  decimals: number
  symbol: string
  mintAuthority: string
  /** The associated token accounts funded at start, by owner address, with their raw amounts. */
  holders: { owner: string; tokenAccount: string; amount: bigint }[]
}

export type GenesisOptions = {
  accounts: Keypair[]
  lamports: bigint
  seed: string
  /** Whole tokens given to accounts 0 and 1 in each mint. */
  tokenAmounts: [number, number]
}

const MINT_SPECS = [
  { symbol: 'LTT', name: 'Latch Test Token', decimals: 6, programId: TOKEN_PROGRAM_ID, label: 'mint/token' },
  { symbol: 'LT22', name: 'Latch Test Token 2022', decimals: 9, programId: TOKEN_2022_PROGRAM_ID, label: 'mint/token-2022' },
] as const

/** Metaplex's Token Metadata program: where wallets and explorers read a mint's name and symbol. */
export const METAPLEX_PROGRAM_ID = new PublicKey('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s')

/** A borsh string padded with NULs to `width` bytes, as Metaplex writes name (32), symbol (10) and uri (200). */
function paddedString(text: string, width: number): Buffer {
  const out = Buffer.alloc(4 + width)
  out.writeUInt32LE(width, 0)
  Buffer.from(text, 'utf8').copy(out, 4, 0, width)
  return out
}

/**
 * The mint's Metaplex metadata account (key MetadataV1, update authority, mint, name, symbol, uri, and the rest of
 * the fixed layout zeroed), at its program-derived address: what the Tokens list reads names from on mainnet.
 */
function metadataAccount(mint: PublicKey, updateAuthority: PublicKey, spec: { name: string; symbol: string }): { address: PublicKey; data: Buffer } {
  const [address] = PublicKey.findProgramAddressSync([Buffer.from('metadata'), METAPLEX_PROGRAM_ID.toBuffer(), mint.toBuffer()], METAPLEX_PROGRAM_ID)
  const head = Buffer.concat([Buffer.from([4]), updateAuthority.toBuffer(), mint.toBuffer(), paddedString(spec.name, 32), paddedString(spec.symbol, 10), paddedString('', 200)])
  // seller_fee_basis_points u16, no creators, primary_sale_happened, is_mutable …: zeroes read as absent.
  return { address, data: Buffer.concat([head, Buffer.alloc(679 - head.length)]) }
}

/** The address of a mint the chain starts with (deterministic, like the test keys). */
export function testMint(symbol: (typeof MINT_SPECS)[number]['symbol'], seed: string = TEST_SEED): PublicKey {
  const spec = MINT_SPECS.find((m) => m.symbol === symbol)
  if (!spec) throw new RangeError(`no test mint ${symbol}`)
  return Keypair.fromSeed(createHash('sha256').update(`${seed}/${spec.label}`).digest()).publicKey
}

/** Funds the accounts with SOL, creates an SPL Token and a Token-2022 mint and gives accounts 0 and 1 a balance. */
export function writeGenesis(chain: LocalChain, options: GenesisOptions): { accounts: LocalSolanaAccount[]; mints: LocalSolanaMint[] } {
  const accounts = options.accounts.map((keypair) => {
    chain.setAccount(keypair.publicKey, { lamports: options.lamports, owner: PublicKey.default, data: new Uint8Array() })
    return { address: keypair.publicKey.toBase58(), secretKey: keypair.secretKey, secretKeyBase58: bs58.encode(keypair.secretKey), keypair }
  })
  const authority = options.accounts[0]?.publicKey
  if (!authority) return { accounts, mints: [] }
  const holders = options.accounts.slice(0, 2)
  const mints = MINT_SPECS.map((spec) => {
    const mint = testMint(spec.symbol, options.seed)
    const raw = (i: number) => BigInt(options.tokenAmounts[i] ?? 0) * 10n ** BigInt(spec.decimals)
    const supply = holders.reduce((sum, _h, i) => sum + raw(i), 0n)
    const mintData = Buffer.alloc(MINT_SIZE)
    MintLayout.encode({ mintAuthorityOption: 1, mintAuthority: authority, supply, decimals: spec.decimals, isInitialized: true, freezeAuthorityOption: 0, freezeAuthority: PublicKey.default }, mintData)
    chain.setAccount(mint, { lamports: chain.rentExempt(MINT_SIZE), owner: spec.programId, data: mintData })
    const metadata = metadataAccount(mint, authority, spec)
    chain.setAccount(metadata.address, { lamports: chain.rentExempt(metadata.data.length), owner: METAPLEX_PROGRAM_ID, data: metadata.data })
    const funded = holders.map((holder, i) => {
      const amount = raw(i)
      const ata = getAssociatedTokenAddressSync(mint, holder.publicKey, false, spec.programId)
      const data = Buffer.alloc(ACCOUNT_SIZE)
      AccountLayout.encode(
        { mint, owner: holder.publicKey, amount, delegateOption: 0, delegate: PublicKey.default, state: AccountState.Initialized, isNativeOption: 0, isNative: 0n, delegatedAmount: 0n, closeAuthorityOption: 0, closeAuthority: PublicKey.default },
        data,
      )
      chain.setAccount(ata, { lamports: chain.rentExempt(ACCOUNT_SIZE), owner: spec.programId, data })
      return { owner: holder.publicKey.toBase58(), tokenAccount: ata.toBase58(), amount }
    })
    return { address: mint.toBase58(), programId: spec.programId.toBase58(), decimals: spec.decimals, symbol: spec.symbol, mintAuthority: authority.toBase58(), holders: funded }
  })
  return { accounts, mints }
}

export const DEFAULT_LAMPORTS = 1_000n * BigInt(LAMPORTS_PER_SOL)
