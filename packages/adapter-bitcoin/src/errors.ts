/** How Bitcoin wallets say "no", turned into core's error so the modal shows a declined request, not a failure. */
import { LatchError, UserRejectedRequestError } from '@latch/core'

// Unisat, OKX and Leather use EIP-1193's 4001; sats-connect (Xverse, WBIP004) -32000 USER_REJECTION and -32002
// ACCESS_DENIED. Others only word it: "User rejected the request", "Cancelled", "denied".
const REFUSED_CODES = new Set<unknown>([4001, -32000, -32002])
const REFUSED = /reject|cancel|denied|declined|not allowed/i

export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  const e = error as { code?: unknown; message?: unknown; error?: unknown } | null
  // Leather rejects with the whole JSON-RPC response, the error inside it.
  if (e && typeof e === 'object' && e.error && typeof e.error === 'object' && e.code === undefined) return wrap(e.error, error)
  return wrap(e, error)
}

function wrap(e: unknown, original: unknown): unknown {
  const x = e as { code?: unknown; message?: unknown } | null
  const refused = REFUSED_CODES.has(x?.code) || (typeof x?.message === 'string' && REFUSED.test(x.message))
  return refused ? new UserRejectedRequestError({ cause: original }) : original
}
