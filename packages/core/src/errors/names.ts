/**
 * The errors of account-name registration (issue #19): each answer of the name service in its own words, so the
 * RegisterAccountName view can say why and what to do. The service's code is kept as `reason`.
 */
import { LatchError } from './base'

export type NameServiceFailure = 'INVALID_NAME' | 'TAKEN' | 'EXPIRED' | 'REPLAYED' | 'BAD_SIGNATURE' | 'WRONG_PARENT' | 'RATE_LIMITED' | 'UNAVAILABLE'

const CATALOGUE: Record<NameServiceFailure, { code: string; short: string; long: string }> = {
  INVALID_NAME: { code: 'NAME_INVALID', short: 'This name is not allowed', long: 'A name has only letters, digits and hyphens, and at least 4 characters.' },
  TAKEN: { code: 'NAME_TAKEN', short: 'This name is taken', long: 'Someone registered this name first. Choose another one, or one of the suggestions.' },
  EXPIRED: { code: 'NAME_REQUEST_EXPIRED', short: 'The signed request expired', long: 'The signed message is valid for 5 minutes and that time passed. Register again to sign a new one.' },
  REPLAYED: { code: 'NAME_REQUEST_REPLAYED', short: 'This request was already used', long: 'The name service has already seen this signed message. Register again to sign a new one.' },
  BAD_SIGNATURE: { code: 'NAME_BAD_SIGNATURE', short: 'The signature does not match', long: 'The name service could not match the signature to this account. Make sure the wallet signs with the connected account, then try again.' },
  WRONG_PARENT: { code: 'NAME_WRONG_PARENT', short: 'Wrong name service', long: 'The name service does not register names under this parent. The site’s name settings need fixing.' },
  RATE_LIMITED: { code: 'NAME_RATE_LIMITED', short: 'Too many attempts', long: 'The name service is limiting requests from this device. Wait a minute and try again.' },
  UNAVAILABLE: { code: 'NAME_SERVICE_UNAVAILABLE', short: 'The name service is unavailable', long: 'The name service could not be reached or answered unexpectedly. Try again later.' },
}

export class NameServiceError extends LatchError {
  override name = 'NameServiceError'
  readonly reason: NameServiceFailure
  /** Free labels the service offers instead of a taken one. */
  readonly suggestions?: readonly string[]

  constructor({ reason, detail, suggestions, cause }: { reason: NameServiceFailure; detail?: string; suggestions?: readonly string[]; cause?: unknown }) {
    const entry = CATALOGUE[reason]
    super({ code: entry.code, shortMessage: entry.short, longMessage: detail ? `${entry.long} (${detail})` : entry.long, cause })
    this.reason = reason
    if (suggestions) this.suggestions = suggestions
  }
}

export const isNameServiceFailure = (code: unknown): code is Exclude<NameServiceFailure, 'UNAVAILABLE'> => typeof code === 'string' && code !== 'UNAVAILABLE' && Object.hasOwn(CATALOGUE, code)
