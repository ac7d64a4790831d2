/** Address rules of spec §5. */
import * as v from 'valibot'
import { isChainNamespace } from '../utils/caip'

/** 40 hex digits with an optional 0x prefix. */
export const evmAddressSchema = v.pipe(v.string(), v.regex(/^(0x)?[0-9a-fA-F]{40}$/, 'An EVM address is 40 hex digits with an optional 0x prefix'))

/** 32 to 44 base58 characters (no 0, O, I, l). */
export const solanaAddressSchema = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'A Solana address is 32 to 44 base58 characters'))

/** Three non-empty colon-separated parts with a known namespace. */
export const caipAddressSchema = v.pipe(
  v.string(),
  v.check((value) => {
    const parts = value.split(':')
    return parts.length === 3 && parts.every((p) => p !== '') && isChainNamespace(parts[0])
  }, 'A CAIP address is namespace:reference:address with a known namespace'),
)

export const isEvmAddress = (value: unknown): value is string => v.is(evmAddressSchema, value)
export const isSolanaAddress = (value: unknown): value is string => v.is(solanaAddressSchema, value)
export const isCaipAddress = (value: unknown): value is `${string}:${string}:${string}` => v.is(caipAddressSchema, value)
