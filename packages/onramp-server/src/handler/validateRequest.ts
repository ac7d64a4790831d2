/**
 * Hand-written schema checks of the two bodies (no schema library: the package has no runtime dependencies). Each
 * failure names the field and what it must be, for the 400 the handler answers.
 */
import type { OnrampQuoteRequest, OnrampSessionRequest } from '@latch/core/onramp'

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const AMOUNT = /^\d{1,12}(\.\d{1,18})?$/
const CODE = /^[A-Za-z0-9_-]{1,64}$/
const COUNTRY = /^[A-Z]{2}$/

type Rules = Record<string, { test: (v: string) => boolean; must: string; optional?: boolean }>

const QUOTE_RULES: Rules = {
  caipNetworkId: { test: (v) => CAIP2.test(v), must: 'a CAIP-2 network id such as "eip155:1"' },
  purchaseCurrency: { test: (v) => CODE.test(v), must: 'a currency id (letters, digits, "_" or "-")' },
  paymentCurrency: { test: (v) => CODE.test(v), must: 'a currency id (letters, digits, "_" or "-")' },
  amount: { test: (v) => AMOUNT.test(v) && Number(v) > 0, must: 'a positive decimal string such as "25.00"' },
  paymentMethod: { test: (v) => CODE.test(v), must: 'a payment method id such as "CARD"', optional: true },
  country: { test: (v) => COUNTRY.test(v), must: 'an ISO 3166-1 alpha-2 code such as "US"', optional: true },
}

const SESSION_RULES: Rules = {
  ...QUOTE_RULES,
  provider: { test: (v) => CODE.test(v), must: 'a provider name from GET /options' },
  address: { test: (v) => v.length > 0 && v.length <= 128, must: 'the receiving address (1 to 128 characters)' },
  quoteId: { test: (v) => v.length > 0 && v.length <= 256, must: 'the quote id a quote returned', optional: true },
  redirectUrl: { test: isRedirectUrl, must: 'an https URL (http only on localhost)', optional: true },
}

function isRedirectUrl(value: string): boolean {
  if (value.length > 2048) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  } catch {
    return false
  }
}

function check<T>(body: unknown, rules: Rules): Checked<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false, message: 'The body must be a JSON object.' }
  const record = body as Record<string, unknown>
  const out: Record<string, string> = {}
  for (const [field, rule] of Object.entries(rules)) {
    const value = record[field]
    if (value === undefined && rule.optional) continue
    if (typeof value !== 'string') return { ok: false, message: `"${field}" is ${value === undefined ? 'missing' : 'not a string'}: it must be ${rule.must}.` }
    if (!rule.test(value)) return { ok: false, message: `"${field}" must be ${rule.must}.` }
    out[field] = value
  }
  const unknown = Object.keys(record).find((k) => !(k in rules))
  if (unknown !== undefined) return { ok: false, message: `"${unknown.slice(0, 64)}" is not a field of this request.` }
  return { ok: true, value: out as T }
}

export const checkQuoteRequest = (body: unknown) => check<OnrampQuoteRequest>(body, QUOTE_RULES)
export const checkSessionRequest = (body: unknown) => check<OnrampSessionRequest>(body, SESSION_RULES)
