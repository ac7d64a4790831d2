/** Errors of the host app's configuration and of misuse of the bindings. */
import { LatchError } from './base'

export class SiweSiwxConflictError extends LatchError {
  override name = 'SiweSiwxConflictError'
  constructor() {
    super({
      code: 'SIWE_SIWX_CONFLICT',
      shortMessage: 'Cannot set both `siwe` and `siwx` options',
      longMessage: 'Provide either the siwe config or siwx, not both. siwx supersedes siwe.',
    })
  }
}

export interface OptionsIssue {
  /** Dotted path of the offending option, e.g. `networks.0.caipNetworkId`. */
  path: string
  message: string
}

export class InvalidOptionsError extends LatchError {
  override name = 'InvalidOptionsError'
  readonly issues: readonly OptionsIssue[]
  constructor({ issues, cause }: { issues: readonly OptionsIssue[]; cause?: unknown }) {
    super({
      code: 'INVALID_OPTIONS',
      shortMessage: 'Invalid options',
      longMessage: issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; '),
      cause,
    })
    this.issues = issues
  }
}

export class AppKitNotCreatedError extends LatchError {
  override name = 'AppKitNotCreatedError'
  constructor() {
    super({
      code: 'APPKIT_NOT_CREATED',
      shortMessage: 'Please call createAppKit before using useAppKit',
      longMessage: 'Call createAppKit(options) once, outside any component, before rendering components that use the hooks.',
    })
  }
}

export class InvalidThemeError extends LatchError {
  override name = 'InvalidThemeError'
  constructor({ reason }: { reason: string }) {
    super({ code: 'INVALID_THEME', shortMessage: 'Invalid theme', longMessage: reason })
  }
}
