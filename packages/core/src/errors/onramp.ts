/**
 * The one error the on-ramp source raises (issue #17): the Buy view says it could not reach the on-ramp or open the
 * checkout; `longMessage` says why, naming the dapp's backend so a misconfigured `onramp.url` is obvious.
 */
import { LatchError } from './base'

/**
 * Why: the backend could not be reached, answered an HTTP error (429: rate limited), sent a body that is not the
 * protocol's, a provider failed to open a checkout, or the checkout URL is one Latch will not open.
 */
export type OnrampFailure =
  | { kind: 'network' }
  | { kind: 'status'; status: number; code?: string; message?: string }
  | { kind: 'malformed'; detail: string }
  | { kind: 'provider'; provider: string; code: string; message: string }
  | { kind: 'url'; url: string }

export class OnrampError extends LatchError {
  override name = 'OnrampError'
  readonly failure: OnrampFailure

  constructor({ origin, failure, cause }: { origin: string; failure: OnrampFailure; cause?: unknown }) {
    super({ code: 'ONRAMP_FAILED', shortMessage: failure.kind === 'url' || failure.kind === 'provider' ? 'Could not open the checkout' : 'Could not reach the on-ramp', longMessage: describe(origin, failure), cause })
    this.failure = failure
  }
}

function describe(origin: string, failure: OnrampFailure): string {
  switch (failure.kind) {
    case 'network':
      return `The on-ramp service at ${origin} could not be reached. Check the connection and try again.`
    case 'status':
      if (failure.status === 429) return `The on-ramp service at ${origin} is rate limiting this device (HTTP 429). Wait a minute and try again.`
      if (failure.status === 403) return `The on-ramp service at ${origin} refused this site (HTTP 403): its allowedOrigins must list this page's origin.`
      return `The on-ramp service at ${origin} answered HTTP ${failure.status}${failure.message ? `: ${failure.message.replace(/\.$/, '')}` : ''}. Try again later.`
    case 'malformed':
      return `The on-ramp service at ${origin} sent a response that is not the on-ramp protocol (${failure.detail}). Check that onramp.url points at an @latch/onramp-server handler.`
    case 'provider':
      return `${failure.provider} could not start a purchase (${failure.message}). Try again, or choose another provider.`
    case 'url':
      return `The checkout address the on-ramp service returned (${failure.url.slice(0, 80)}) is not https, so it was not opened.`
  }
}
