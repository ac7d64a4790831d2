/**
 * Errors of the frame protocol (spec §8). Same shape as core's `LatchError` (code, short and long
 * message) so core can show them as they are; this package sits below core and cannot import it.
 */
export class FrameBridgeError extends Error {
  override name = 'FrameBridgeError'
  readonly code: string
  readonly shortMessage: string
  readonly longMessage: string

  constructor(code: string, shortMessage: string, longMessage: string = shortMessage, cause?: unknown) {
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.longMessage = longMessage
  }
}

/** The frame did not announce READY within 20 s (or could not be loaded at all). */
export class FrameLoadError extends FrameBridgeError {
  override name = 'FrameLoadError'
  constructor(cause?: unknown) {
    super(
      'FRAME_LOAD_FAILED',
      'Network Error - Could not load embedded wallet',
      'The embedded wallet did not load. Check your connection or an ad blocker, then try again.',
      cause,
    )
  }
}

/** No reply within the request's timeout (30 s by default; `timeoutMs` is the limit that ran out). */
export class FrameTimeoutError extends FrameBridgeError {
  override name = 'FrameTimeoutError'
  constructor(
    readonly request: string,
    readonly timeoutMs?: number,
  ) {
    super('FRAME_REQUEST_TIMEOUT', 'Embedded Wallet Request Timed Out', 'The embedded wallet did not answer in time. Please try again.')
  }
}

/** The caller aborted the request. */
export class FrameAbortError extends FrameBridgeError {
  override name = 'FrameAbortError'
  constructor(cause?: unknown) {
    super('FRAME_REQUEST_ABORTED', 'Request was aborted', 'Request was aborted', cause)
  }
}

/** The frame answered with an error: its message, or the generic one when it gave none. */
export class FrameRequestError extends FrameBridgeError {
  override name = 'FrameRequestError'
  /** The EIP-1193 / JSON-RPC code the frame gave (4001: the user rejected), when it gave one. */
  readonly rpcCode: number | undefined
  constructor(readonly request: string, message?: string, rpcCode?: number) {
    super('FRAME_REQUEST_FAILED', message || 'An error occurred')
    this.rpcCode = rpcCode
  }
}

/** A request before the frame exists, after it was destroyed, or a host without a parent window. */
export class FrameNotSetError extends FrameBridgeError {
  override name = 'FrameNotSetError'
  constructor(which: 'iframe' | 'parent') {
    super(which === 'iframe' ? 'FRAME_IFRAME_NOT_SET' : 'FRAME_PARENT_NOT_SET', `W3mFrame: ${which} is not set`)
  }
}

/** The page embedding the frame is not in the project's allowed origins (or the project id is invalid). */
export class InvalidAppConfigurationError extends FrameBridgeError {
  override name = 'InvalidAppConfigurationError'
  constructor(readonly origin?: string) {
    super(
      'INVALID_APP_CONFIGURATION',
      'Invalid App Configuration',
      `${origin ? `The origin ${origin} is` : 'This origin is'} not in the project's allowed origins, its domain is not verified, or the project id is invalid.`,
    )
  }
}

/** A request payload that fails its schema: rejected before anything is posted. */
export class InvalidFramePayloadError extends FrameBridgeError {
  override name = 'InvalidFramePayloadError'
  constructor(readonly request: string, readonly issues: readonly string[]) {
    super('INVALID_FRAME_PAYLOAD', `Invalid ${request} payload`, `Invalid ${request} payload: ${issues.join('; ')}`)
  }
}
