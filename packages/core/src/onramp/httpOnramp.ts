/**
 * The modal's side of the on-ramp protocol (types.ts): speaks to the dapp's `@latch/onramp-server` handler at `url`.
 * Every answer is checked before use, and a checkout URL is only handed on if it is https (http on a loopback
 * host, for local stand-ins): the backend, or a provider behind it, never gets the modal to open anything else.
 */
import * as v from 'valibot'
import { OnrampError, type OnrampFailure } from '../errors/onramp'
import { fetchJson } from '../utils/fetchJson'
import type { OnrampOptions, OnrampQuoteResult, OnrampSource } from './types'

export interface HttpOnrampOptions {
  /** The handler's base URL (`https://api.example/onramp`); the routes are `/options`, `/quotes`, `/sessions` under it. */
  url: string
  /** The network, injected so tests fake only the transport. Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
}

const text = v.pipe(v.string(), v.maxLength(2048))
const amountSchema = v.object({ amount: v.pipe(text, v.regex(/^-?\d+(\.\d+)?$/)), currency: text })
const providerInfoSchema = v.object({
  name: text,
  label: text,
  feeRange: text,
  url: text,
  supportedChains: v.array(v.custom<`${string}:${string}`>((c) => typeof c === 'string' && /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(c))),
  iconUrl: v.optional(text),
})
const optionsSchema = v.object({
  providers: v.array(providerInfoSchema),
  purchaseCurrencies: v.array(v.object({ id: text, name: text, symbol: text, networks: v.array(v.object({ name: text, display_name: text, chain_id: text, contract_address: v.string() })) })),
  paymentCurrencies: v.array(v.object({ id: text, payment_method_limits: v.array(v.object({ id: text, min: text, max: text })) })),
})
const quoteSchema = v.object({ coinbaseFee: amountSchema, networkFee: amountSchema, paymentSubtotal: amountSchema, paymentTotal: amountSchema, purchaseAmount: amountSchema, quoteId: text })
const errorBodySchema = v.object({ code: text, message: text })
const quotesSchema = v.object({ quotes: v.array(v.union([v.object({ provider: text, quote: quoteSchema }), v.object({ provider: text, error: errorBodySchema })])) })
const sessionSchema = v.object({ url: text })
const errorResponseSchema = v.object({ error: errorBodySchema })

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether a checkout URL may be opened: https anywhere, http only on this machine. */
export function isAllowedCheckoutUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname))
  } catch {
    return false
  }
}

export function httpOnramp(options: HttpOnrampOptions): OnrampSource {
  const base = options.url.replace(/\/+$/, '')
  const origin = (() => {
    try {
      return new URL(base).origin
    } catch {
      return base
    }
  })()
  const fail = (failure: OnrampFailure, cause?: unknown) => new OnrampError({ origin, failure, cause })

  async function call<T>(path: string, schema: v.GenericSchema<unknown, T>, init: RequestInit, signal: AbortSignal | undefined, provider?: string): Promise<T> {
    const { response, body } = await fetchJson(options.fetch, `${base}${path}`, init, signal, (cause) => fail({ kind: 'network' }, cause))
    if (!response.ok) {
      const error = v.safeParse(errorResponseSchema, body)
      // The handler answers 502 when the provider itself failed to open a session.
      if (response.status === 502 && provider && error.success) throw fail({ kind: 'provider', provider, code: error.output.error.code, message: error.output.error.message })
      throw fail({ kind: 'status', status: response.status, ...(error.success ? { code: error.output.error.code, message: error.output.error.message } : {}) })
    }
    const parsed = v.safeParse(schema, body)
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const where = issue?.path?.map((p) => String(p.key)).join('.') || 'body'
      throw fail({ kind: 'malformed', detail: `${path} ${where}: ${issue?.message ?? 'unexpected'}` })
    }
    return parsed.output
  }

  return {
    options: ({ signal } = {}) => call<OnrampOptions>('/options', optionsSchema, { method: 'GET' }, signal),

    async quotes(request, { signal } = {}) {
      const { quotes } = await call('/quotes', quotesSchema, { method: 'POST', body: JSON.stringify(request) }, signal)
      return quotes as OnrampQuoteResult[]
    },

    async session(request, { signal } = {}) {
      const { url } = await call('/sessions', sessionSchema, { method: 'POST', body: JSON.stringify(request) }, signal, request.provider)
      if (!isAllowedCheckoutUrl(url)) throw fail({ kind: 'url', url })
      return { url }
    },
  }
}
