import type { LatchErrorInfo } from './types'

export interface LatchErrorParameters {
  /** Stable machine-readable code, e.g. `PROJECT_ID_NOT_CONFIGURED`. */
  code: string
  /** The catalogue's short message (spec §8): what a person sees first. */
  shortMessage: string
  /** The catalogue's long message: why, and what to do. */
  longMessage: string
  cause?: unknown
}

/**
 * The one error family of Latch. Every catalogue entry of spec §8 is a subclass with a fixed
 * short and long message, so the UI can show either and callers can branch on the class or `code`.
 */
export class LatchError extends Error {
  override name = 'LatchError'
  readonly code: string
  readonly shortMessage: string
  readonly longMessage: string

  constructor({ code, shortMessage, longMessage, cause }: LatchErrorParameters) {
    // The short message is the Error message so logs and `String(error)` read like the catalogue.
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.longMessage = longMessage
  }

  /** A serialisable copy for state and UI (errors themselves never go into the store). */
  toInfo(): LatchErrorInfo {
    return { name: this.name, code: this.code, shortMessage: this.shortMessage, longMessage: this.longMessage }
  }

  /** Follows the `cause` chain; returns the deepest cause, or the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    const seen = new Set<unknown>()
    while (current !== undefined && !seen.has(current)) {
      if (predicate?.(current)) return current
      seen.add(current)
      const next = (current as { cause?: unknown }).cause
      if (next === undefined) return predicate ? undefined : current
      current = next
    }
    return predicate ? undefined : current
  }
}

/** Turns anything thrown into the info the UI shows; unknown errors keep their message. */
export function toErrorInfo(error: unknown): LatchErrorInfo {
  if (error instanceof LatchError) return error.toInfo()
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong'
  return { name: error instanceof Error ? error.name : 'Error', code: 'UNKNOWN', shortMessage: message, longMessage: message }
}
