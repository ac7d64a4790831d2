import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { ACCOUNT_SIZE, AccountLayout, AccountState, MINT_SIZE, MintLayout, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { RpcError, ErrorCode } from './errors'
import type { NativeAccount } from './litesvm'

export const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]
/** Token-2022 marks an extended account with this byte after the base layout (agave `AccountType`). */
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2
/** rentEpoch of rent-exempt accounts (u64::MAX; a JSON number, so as a float), as the RPC reports it. */
const RENT_EXEMPT_EPOCH = 2 ** 64 - 1

export type TokenAccount = { mint: PublicKey; owner: PublicKey; amount: bigint; delegate: PublicKey | null; delegatedAmount: bigint; state: number; isNative: bigint | null; closeAuthority: PublicKey | null }
export type Mint = { mintAuthority: PublicKey | null; supply: bigint; decimals: number; isInitialized: boolean; freezeAuthority: PublicKey | null }

/** Parses a request's public key, or throws the RPC's "Invalid param" error. */
export function parsePubkey(value: unknown): PublicKey {
  if (typeof value === 'string') {
    try {
      const bytes = bs58.decode(value)
      if (bytes.length === 32) return new PublicKey(bytes)
    } catch {}
  }
  throw new RpcError(ErrorCode.invalidParams, `Invalid param: Invalid`)
}

/** The token account behind `account`, if it is one (Token or Token-2022, with or without extensions). */
export function decodeTokenAccount(account: NativeAccount): TokenAccount | null {
  const owner = new PublicKey(account.owner()).toBase58()
  if (!TOKEN_PROGRAMS.includes(owner)) return null
  const data = account.data()
  if (data.length < ACCOUNT_SIZE) return null
  if (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT) return null
  const raw = AccountLayout.decode(data.subarray(0, ACCOUNT_SIZE))
  if (raw.state === AccountState.Uninitialized) return null
  return {
    mint: raw.mint,
    owner: raw.owner,
    amount: raw.amount,
    delegate: raw.delegateOption ? raw.delegate : null,
    delegatedAmount: raw.delegatedAmount,
    state: raw.state,
    isNative: raw.isNativeOption ? raw.isNative : null,
    closeAuthority: raw.closeAuthorityOption ? raw.closeAuthority : null,
  }
}

/** The mint behind `account`, if it is one. */
export function decodeMint(account: NativeAccount): Mint | null {
  const owner = new PublicKey(account.owner()).toBase58()
  if (!TOKEN_PROGRAMS.includes(owner)) return null
  const data = account.data()
  if (data.length < MINT_SIZE || data.length === ACCOUNT_SIZE) return null
  if (data.length > MINT_SIZE && data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_MINT) return null
  const raw = MintLayout.decode(data.subarray(0, MINT_SIZE))
  if (!raw.isInitialized) return null
  return { mintAuthority: raw.mintAuthorityOption ? raw.mintAuthority : null, supply: raw.supply, decimals: raw.decimals, isInitialized: true, freezeAuthority: raw.freezeAuthorityOption ? raw.freezeAuthority : null }
}

/** `{ amount, decimals, uiAmount, uiAmountString }`, the RPC's UiTokenAmount. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const base = 10n ** BigInt(decimals)
  const whole = amount / base
  const frac = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  const uiAmountString = frac ? `${whole}.${frac}` : `${whole}`
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const STATES = ['uninitialized', 'initialized', 'frozen']

/** agave's jsonParsed form for token accounts and mints; null when the account is neither. */
export function parseTokenData(account: NativeAccount, mintOf: (mint: PublicKey) => Mint | null) {
  const program = new PublicKey(account.owner()).equals(TOKEN_2022_PROGRAM_ID) ? 'spl-token-2022' : 'spl-token'
  const space = account.data().length
  const token = decodeTokenAccount(account)
  if (token) {
    const decimals = mintOf(token.mint)?.decimals ?? 0
    const info: Record<string, unknown> = {
      isNative: token.isNative !== null,
      mint: token.mint.toBase58(),
      owner: token.owner.toBase58(),
      state: STATES[token.state],
      tokenAmount: uiTokenAmount(token.amount, decimals),
    }
    if (token.delegate) {
      info.delegate = token.delegate.toBase58()
      info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals)
    }
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority.toBase58()
    if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, 9)
    return { program, parsed: { type: 'account', info }, space }
  }
  const mint = decodeMint(account)
  if (mint) {
    const info = { decimals: mint.decimals, freezeAuthority: mint.freezeAuthority?.toBase58() ?? null, isInitialized: true, mintAuthority: mint.mintAuthority?.toBase58() ?? null, supply: mint.supply.toString() }
    return { program, parsed: { type: 'mint', info }, space }
  }
  return null
}

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd'

/** An account as the RPC answers it (`UiAccount`), in the requested encoding. */
export function encodeAccount(account: NativeAccount | null, encoding: string | undefined, mintOf: (mint: PublicKey) => Mint | null, dataSlice?: { offset: number; length: number }) {
  if (!account) return null
  let data = Buffer.from(account.data())
  if (dataSlice) data = data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
  let encoded: unknown
  if (encoding === 'jsonParsed') encoded = (!dataSlice && parseTokenData(account, mintOf)) || [data.toString('base64'), 'base64']
  else if (encoding === 'base58') encoded = [bs58.encode(data), 'base58']
  else if (encoding === undefined || encoding === 'binary') encoded = bs58.encode(data)
  else if (encoding === 'base64') encoded = [data.toString('base64'), 'base64']
  else throw new RpcError(ErrorCode.invalidParams, `Invalid params: unsupported encoding ${encoding}.`)
  return {
    data: encoded,
    executable: account.executable(),
    lamports: Number(account.lamports()),
    owner: new PublicKey(account.owner()).toBase58(),
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data().length,
  }
}
