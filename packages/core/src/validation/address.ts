/** Address rules (spec §5). */
import { parseCaipAddress } from '../utils/caip'

/** EVM: 40 hex digits with an optional 0x prefix. */
export const isEvmAddress = (value: unknown): value is string => typeof value === 'string' && /^(0x)?[0-9a-fA-F]{40}$/.test(value)

/** Solana: 32 to 44 base58 characters. */
export const isSolanaAddress = (value: unknown): value is string => typeof value === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)

/** CAIP-10: three non-empty colon-separated parts with a known namespace. */
export const isCaipAddress = (value: unknown): value is `${string}:${string}:${string}` => typeof value === 'string' && parseCaipAddress(value) !== undefined
