/**
 * The one error a wallet directory raises. It lives beside the directory (not in `errors/`) so the module
 * stays self-contained; the UI shows `shortMessage` in the wallet list and `longMessage` as the detail.
 */
import { LatchError } from '../errors/base'

/** Why the directory failed: unreachable, an HTTP error status, or a body that is not a wallet page. */
export type WalletDirectoryFailure = { kind: 'network' } | { kind: 'status'; status: number } | { kind: 'malformed'; detail: string }

export class WalletDirectoryError extends LatchError {
  override name = 'WalletDirectoryError'
  readonly failure: WalletDirectoryFailure

  /** `origin` names the directory in the message so a misconfigured endpoint is obvious. */
  constructor({ origin, failure, cause }: { origin: string; failure: WalletDirectoryFailure; cause?: unknown }) {
    super({ code: 'WALLET_DIRECTORY_FAILED', shortMessage: 'Could not load wallets', longMessage: describe(origin, failure), cause })
    this.failure = failure
  }
}

function describe(origin: string, failure: WalletDirectoryFailure): string {
  switch (failure.kind) {
    case 'network':
      return `The wallet directory at ${origin} could not be reached. Check the connection and try again.`
    case 'status':
      if (failure.status === 401 || failure.status === 403) {
        return `The wallet directory at ${origin} refused the request (HTTP ${failure.status}). Check that projectId is set and that this site's origin is allowed for the project.`
      }
      if (failure.status === 429) return `The wallet directory at ${origin} is rate limiting this site (HTTP 429). Try again in a moment.`
      return `The wallet directory at ${origin} answered HTTP ${failure.status}. Try again later.`
    case 'malformed':
      return `The wallet directory at ${origin} sent a response that is not a wallet list (${failure.detail}).`
  }
}
