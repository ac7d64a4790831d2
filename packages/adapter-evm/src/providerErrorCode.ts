/**
 * The EIP-1193 / JSON-RPC error code of a wallet error, wherever the wallet put it: `code` on the
 * error itself, or nested (MetaMask mobile: `data.originalError.code`; wrappers: `cause`, `error`).
 */
export function providerErrorCode(error: unknown, depth = 0): number | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined
  const e = error as { code?: unknown; data?: { originalError?: unknown }; cause?: unknown; error?: unknown }
  if (typeof e.code === 'number') return e.code
  if (typeof e.code === 'string' && /^-?\d+$/.test(e.code)) return Number(e.code)
  for (const inner of [e.data?.originalError, e.cause, e.error]) {
    const code = providerErrorCode(inner, depth + 1)
    if (code !== undefined) return code
  }
  return undefined
}

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED = 4001

/**
 * Codes that mean "the wallet doesn't know this chain" (spec §4): 4902 unrecognized chain, 5000
 * (some wallets' default), and 32603 / -32603 internal error (wallets that report it as invalid chain).
 */
export const UNKNOWN_CHAIN_CODES: ReadonlySet<number> = new Set([4902, 5000, 32603, -32603])
