/**
 * What the modal says about a failure. Core's errors carry a stable code and English text; the text is
 * the fallback, for codes the catalogues do not word (a frame's own message, a validation rule's) and for
 * errors from outside Latch.
 */
import type { MessageKey } from './en'
import { englishOf, isMessageKey, type Translate } from './translate'

type Failure = { code?: unknown; shortMessage?: unknown; longMessage?: unknown; message?: unknown }

// A `{name}` placeholder or the head of a `{name, plural, …}` block.
const PLACEHOLDER = /\{\w+[,}]/

/** The values for `key`'s placeholders that a thrown error carries as its own fields (`retryAfterSeconds`, `namespace`). */
function paramsFor(key: MessageKey, error: Failure): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [, name = ''] of (englishOf(key) ?? '').matchAll(/\{(\w+)[,}]/g)) {
    const value = (error as Record<string, unknown>)[name]
    if (typeof value === 'string' || typeof value === 'number') params[name] = String(value)
  }
  return params
}

const asFailure = (error: unknown): Failure => (typeof error === 'object' && error !== null ? error : {})

/** The catalogue key of an error's code and its placeholder values, when the catalogues word that code. */
export function errorMessage(error: unknown): { key: MessageKey; params: Record<string, string> } | undefined {
  const failure = asFailure(error)
  // A refused input is worded per field (the e-mail, the code), where the catalogues have one.
  const field = (failure as { field?: unknown }).field
  const byField = typeof field === 'string' ? `error.${String(failure.code)}.${field}` : undefined
  const key = byField && isMessageKey(byField) ? byField : `error.${String(failure.code)}`
  return isMessageKey(key) ? { key, params: paramsFor(key, failure) } : undefined
}

/** The short message of a LatchError (or its serialised info), in the modal's language when its code is worded. */
export function errorText(t: Translate, error: unknown): string {
  const failure = asFailure(error)
  const own = typeof failure.shortMessage === 'string' ? failure.shortMessage : typeof failure.message === 'string' && failure.message ? failure.message : String(error)
  const message = errorMessage(error)
  if (!message) return own
  const text = t(message.key, message.params)
  // A placeholder the error left unfilled (state keeps only code and text): its own message says more.
  return PLACEHOLDER.test(text) ? own : text
}

/**
 * The long message, translated only while core's text is the catalogue's own English: a long message that
 * names the situation (which network, which reason) has no fixed wording to translate, so it is kept.
 */
export function errorLongText(t: Translate, error: { code: string; longMessage: string }): string {
  const key = `error.${error.code}.long`
  return isMessageKey(key) && englishOf(key) === error.longMessage ? t(key) : error.longMessage
}
