/** How extensions say "no", turned into core's error so the modal shows a declined request, not a failure. */
import { LatchError, UserRejectedRequestError } from '@latch/core'

// polkadot{.js} rejects an authorisation with "Rejected" and a signature with "Cancelled"; an origin set to
// "not allowed" gets "… is not allowed to interact with this extension". Others word it alike, and few give a code.
const REFUSED = /reject|cancel|denied|declined|not allowed/i

export function toWalletError(error: unknown): unknown {
  if (error instanceof LatchError) return error
  const e = error as { code?: unknown; message?: unknown } | null
  const refused = e?.code === 4001 || (typeof e?.message === 'string' && REFUSED.test(e.message))
  return refused ? new UserRejectedRequestError({ cause: error }) : error
}
