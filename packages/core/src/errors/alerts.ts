/** The alerts of spec §8: each has a fixed short and long message. */
import { LatchError } from './base'

// The one alert createLatch raises itself lives apart, so the first bundle carries none of the others.
export { ProjectIdNotConfiguredError } from './projectIdAlert'

type Cause = { cause?: unknown }

export class NetworkNotFoundError extends LatchError {
  override name = 'NetworkNotFoundError'
  constructor({ caipNetworkId, cause }: { caipNetworkId?: string } & Cause = {}) {
    super({
      code: 'NETWORK_NOT_FOUND',
      shortMessage: 'Network Not Found',
      longMessage: `${caipNetworkId ? `The network ${caipNetworkId}` : 'This network'} is not in the list of networks this app was set up with.`,
      cause,
    })
  }
}

export class InvalidAppConfigurationError extends LatchError {
  override name = 'InvalidAppConfigurationError'
  constructor({ reason, cause }: { reason?: string } & Cause = {}) {
    super({
      code: 'INVALID_APP_CONFIGURATION',
      shortMessage: 'Invalid App Configuration',
      longMessage: reason ?? 'The origin of this page is not allowed, its domain is unverified, or the project id is invalid.',
      cause,
    })
  }
}

export class SessionExpiredError extends LatchError {
  override name = 'SessionExpiredError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'SESSION_EXPIRED',
      shortMessage: 'Session Expired',
      longMessage: 'Your session is invalid or has expired. Check your device time settings and reconnect.',
      cause,
    })
  }
}

export class UnverifiedDomainError extends LatchError {
  override name = 'UnverifiedDomainError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'UNVERIFIED_DOMAIN',
      shortMessage: 'Unverified domain',
      longMessage: 'This domain is not verified for the project. Wallets may warn users before they connect.',
      cause,
    })
  }
}

export class UnsupportedChainError extends LatchError {
  override name = 'UnsupportedChainError'
  /** `reason` replaces the long message (e.g. a WalletConnect session with no usable account). */
  constructor({ caipNetworkId, reason, cause }: { caipNetworkId?: string; reason?: string } & Cause = {}) {
    super({
      code: 'UNSUPPORTED_CHAIN',
      shortMessage: 'Unsupported chain',
      longMessage:
        reason ?? `${caipNetworkId ? `The wallet is on ${caipNetworkId}, which` : 'The wallet is on a network that'} this app does not support. Switch to a supported network.`,
      cause,
    })
  }
}
