/**
 * The one error an activity source raises. It lives beside the sources (like the wallet directory's) so the
 * module stays self-contained; the Activity tab says the list could not be read, `longMessage` says why.
 */
import { LatchError } from '../errors/base'

/** Why: no source for the network, a bad `activity` option, unreachable, an HTTP error status, or a body that is not activity. */
export type ActivityFailure =
  | { kind: 'unavailable'; network: string; option?: 'activity' | 'tokens' | 'nfts' }
  | { kind: 'option'; path: string; message: string }
  | { kind: 'network' }
  | { kind: 'status'; status: number }
  | { kind: 'malformed'; detail: string }

export class ActivityError extends LatchError {
  override name = 'ActivityError'
  readonly failure: ActivityFailure

  /** `origin` names the service in the message so a misconfigured endpoint is obvious; `subject` what was read. */
  constructor({ origin, failure, cause, subject = 'activity' }: { origin: string; failure: ActivityFailure; cause?: unknown; subject?: 'activity' | 'tokens' | 'NFTs' }) {
    super({ code: 'ACTIVITY_FAILED', shortMessage: `Could not load ${subject}`, longMessage: describe(origin, failure), cause })
    this.failure = failure
  }
}

function describe(origin: string, failure: ActivityFailure): string {
  switch (failure.kind) {
    case 'unavailable':
      return `No source is configured for ${failure.network} (options.${failure.option ?? 'activity'}.source).`
    case 'option':
      return `Invalid option ${failure.path}: it ${failure.message}.`
    case 'network':
      return `The source at ${origin} could not be reached. Check the connection and try again.`
    case 'status':
      if (failure.status === 429) return `The source at ${origin} is rate limiting this site (HTTP 429). Try again in a moment.`
      return `The source at ${origin} answered HTTP ${failure.status}. Try again later.`
    case 'malformed':
      return `The source at ${origin} sent a response that is not what was asked for (${failure.detail}).`
  }
}
