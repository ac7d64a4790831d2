/** Errors of the embedded-wallet frame and its RPC policy (spec §8). */
import { FRAME_REQUEST_TIMEOUT_MS } from '@latch/frame-bridge/constants'
import { LatchError } from './base'

type Cause = { cause?: unknown }

/** An `_ERROR` reply from the frame: its message is raised, else the generic one. */
export class FrameError extends LatchError {
  override name = 'FrameError'
  /** The EIP-1193 / JSON-RPC code the frame gave with its error, if any. */
  readonly rpcCode: number | undefined
  constructor({ message, rpcCode, cause }: { message?: string; rpcCode?: number } & Cause = {}) {
    const text = message?.trim() ? message : 'An error occurred'
    super({ code: 'FRAME_ERROR', shortMessage: text, longMessage: text, cause })
    this.rpcCode = rpcCode
  }
}

export class FrameIframeNotSetError extends LatchError {
  override name = 'FrameIframeNotSetError'
  constructor() {
    super({ code: 'FRAME_IFRAME_NOT_SET', shortMessage: 'W3mFrame: iframe is not set', longMessage: 'The embedded-wallet frame was used before it was created.' })
  }
}

export class FrameParentNotSetError extends LatchError {
  override name = 'FrameParentNotSetError'
  constructor() {
    super({ code: 'FRAME_PARENT_NOT_SET', shortMessage: 'W3mFrame: parent is not set', longMessage: 'The frame runs without a parent window to answer.' })
  }
}

// Raised by the client's first bundle (the chunk failed to load): kept apart so this module stays out of it.
export { EmailDependencyLoadError } from './emailDependency'

export class RequestAbortedError extends LatchError {
  override name = 'RequestAbortedError'
  constructor({ cause }: Cause = {}) {
    super({ code: 'REQUEST_ABORTED', shortMessage: 'Request was aborted', longMessage: 'The request was aborted before the wallet answered.', cause })
  }
}

export class SomethingWentWrongError extends LatchError {
  override name = 'SomethingWentWrongError'
  constructor({ cause }: Cause = {}) {
    super({ code: 'SOMETHING_WENT_WRONG', shortMessage: 'Something went wrong', longMessage: 'The operation stopped unexpectedly. Try again.', cause })
  }
}

/** A method on neither RPC list (spec §6): logged as the short message, shown as 'Action not allowed'. */
export class RpcMethodNotAllowedError extends LatchError {
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  /** EIP-1193's "unsupported method", so a dapp's library (ethers, viem) sees a numeric provider error. */
  readonly rpcCode = 4200
  constructor({ method }: { method: string }) {
    super({ code: 'RPC_METHOD_NOT_ALLOWED', shortMessage: 'Requested RPC call is not allowed', longMessage: 'Action not allowed' })
    this.method = method
  }
}

export class EmailRateLimitError extends LatchError {
  override name = 'EmailRateLimitError'
  readonly retryAfterSeconds: number
  constructor({ retryAfterSeconds }: { retryAfterSeconds: number }) {
    const text = `Please try again after ${retryAfterSeconds} seconds`
    super({ code: 'EMAIL_RATE_LIMITED', shortMessage: text, longMessage: text })
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** The social login window was closed before the provider answered. */
export class SocialLoginCancelledError extends LatchError {
  override name = 'SocialLoginCancelledError'
  constructor() {
    super({ code: 'SOCIAL_LOGIN_CANCELLED', shortMessage: 'Login cancelled', longMessage: 'The sign-in window was closed before the login finished.' })
  }
}

/** The browser refused to open the social login window. */
export class PopupBlockedError extends LatchError {
  override name = 'PopupBlockedError'
  constructor() {
    super({ code: 'POPUP_BLOCKED', shortMessage: 'Popup blocked', longMessage: 'Allow pop-ups for this site to sign in with a social account.' })
  }
}

export class EmbeddedWalletLoadError extends LatchError {
  override name = 'EmbeddedWalletLoadError'
  constructor({ cause }: Cause = {}) {
    super({
      code: 'EMBEDDED_WALLET_LOAD_FAILED',
      shortMessage: 'Network Error - Could not load embedded wallet',
      longMessage: 'The embedded wallet did not load within 20 seconds. Check your connection and try again.',
      cause,
    })
  }
}

/** No answer in time: 30 s for the frame's own replies (spec §9), longer for an approval (`timeoutMs`). */
export class EmbeddedWalletTimeoutError extends LatchError {
  override name = 'EmbeddedWalletTimeoutError'
  constructor({ cause, timeoutMs = FRAME_REQUEST_TIMEOUT_MS }: Cause & { timeoutMs?: number } = {}) {
    const limit = timeoutMs >= 120_000 ? `${Math.round(timeoutMs / 60_000)} minutes` : `${Math.round(timeoutMs / 1000)} seconds`
    super({
      code: 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
      shortMessage: 'Embedded Wallet Request Timed Out',
      longMessage: `The embedded wallet did not answer within ${limit}. Try again.`,
      cause,
    })
  }
}
