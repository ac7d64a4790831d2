import { describe, expect, it } from 'vitest'
import { OnrampError } from '../errors/onramp'
import { httpOnramp, isAllowedCheckoutUrl } from './httpOnramp'
import type { OnrampOptions, OnrampQuoteRequest, OnrampSessionRequest } from './types'

const BASE = 'https://dapp.example/api/onramp'

/** The handler's side, faked at the transport: each call is recorded and answered with `answer`'s response. */
function fakeFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = []
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input)
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, headers: init.headers as Record<string, string> })
    return answer(url, init)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const OPTIONS: OnrampOptions = {
  providers: [{ name: 'local', label: 'Latch Test Pay', feeRange: '1 %', url: 'https://latch.example', supportedChains: ['eip155:31337'] }],
  purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'local', display_name: 'Local', chain_id: '31337', contract_address: '' }] }],
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '1', max: '500' }] }],
}
const QUOTE_REQUEST: OnrampQuoteRequest = { caipNetworkId: 'eip155:31337', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20' }
const SESSION_REQUEST: OnrampSessionRequest = { ...QUOTE_REQUEST, provider: 'local', address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' }
const usd = (amount: string) => ({ amount, currency: 'USD' })
const QUOTE = { coinbaseFee: usd('0.2'), networkFee: usd('0'), paymentSubtotal: usd('19.8'), paymentTotal: usd('20'), purchaseAmount: { amount: '0.0099', currency: 'ETH' }, quoteId: 'q-1' }

async function failure(promise: Promise<unknown>): Promise<OnrampError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(OnrampError)
  return error as OnrampError
}

describe('httpOnramp', () => {
  it('reads the options, asks for quotes and opens a session on the documented routes', async () => {
    const { fetch, calls } = fakeFetch((url) => {
      if (url.endsWith('/options')) return json(200, OPTIONS)
      if (url.endsWith('/quotes')) return json(200, { quotes: [{ provider: 'local', quote: QUOTE }, { provider: 'moonpay', error: { code: 'TIMEOUT', message: 'MoonPay did not answer.' } }] })
      return json(200, { url: 'https://pay.example/checkout?session=abc' })
    })
    const source = httpOnramp({ url: `${BASE}/`, fetch })
    expect(await source.options()).toEqual(OPTIONS)
    expect(await source.quotes(QUOTE_REQUEST)).toEqual([
      { provider: 'local', quote: QUOTE },
      { provider: 'moonpay', error: { code: 'TIMEOUT', message: 'MoonPay did not answer.' } },
    ])
    expect(await source.session(SESSION_REQUEST)).toEqual({ url: 'https://pay.example/checkout?session=abc' })
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['GET', `${BASE}/options`],
      ['POST', `${BASE}/quotes`],
      ['POST', `${BASE}/sessions`],
    ])
    expect(calls[1]?.body).toEqual(QUOTE_REQUEST)
    expect(calls[1]?.headers['content-type']).toBe('application/json')
    expect(calls[2]?.body).toEqual(SESSION_REQUEST)
  })

  it('says an unreachable backend, an HTTP status, a rate limit and a malformed body each in its own words', async () => {
    const down = httpOnramp({ url: BASE, fetch: fakeFetch(() => Promise.reject(new TypeError('fetch failed'))).fetch })
    const unreachable = await failure(down.options())
    expect(unreachable.code).toBe('ONRAMP_FAILED')
    expect(unreachable.failure).toEqual({ kind: 'network' })
    expect(unreachable.longMessage).toBe('The on-ramp service at https://dapp.example could not be reached. Check the connection and try again.')

    const limited = await failure(httpOnramp({ url: BASE, fetch: fakeFetch(() => json(429, { error: { code: 'RATE_LIMITED', message: 'Too many.' } })).fetch }).quotes(QUOTE_REQUEST))
    expect(limited.failure).toEqual({ kind: 'status', status: 429, code: 'RATE_LIMITED', message: 'Too many.' })
    expect(limited.longMessage).toContain('rate limiting this device (HTTP 429)')

    const invalid = await failure(httpOnramp({ url: BASE, fetch: fakeFetch(() => json(400, { error: { code: 'INVALID_REQUEST', message: '"amount" must be a positive decimal string.' } })).fetch }).quotes(QUOTE_REQUEST))
    expect(invalid.longMessage).toBe('The on-ramp service at https://dapp.example answered HTTP 400: "amount" must be a positive decimal string. Try again later.')

    const html = await failure(httpOnramp({ url: BASE, fetch: fakeFetch(() => new Response('<html>', { status: 200 })).fetch }).options())
    expect(html.failure.kind).toBe('malformed')
    const wrongShape = await failure(httpOnramp({ url: BASE, fetch: fakeFetch(() => json(200, { quotes: [{ provider: 'local', quote: { ...QUOTE, paymentTotal: { amount: 'lots', currency: 'USD' } } }] })).fetch }).quotes(QUOTE_REQUEST))
    expect(wrongShape.failure).toMatchObject({ kind: 'malformed' })
    expect(wrongShape.longMessage).toContain('/quotes quotes.0')
  })

  it('says a provider that failed to open a checkout by name', async () => {
    const source = httpOnramp({ url: BASE, fetch: fakeFetch(() => json(502, { error: { code: 'PROVIDER_HTTP_ERROR', message: 'Coinbase answered HTTP 500.' } })).fetch })
    const error = await failure(source.session({ ...SESSION_REQUEST, provider: 'coinbase' }))
    expect(error.failure).toEqual({ kind: 'provider', provider: 'coinbase', code: 'PROVIDER_HTTP_ERROR', message: 'Coinbase answered HTTP 500.' })
    expect(error.shortMessage).toBe('Could not open the checkout')
  })

  it('never returns a checkout URL that is not https (http only on a loopback host)', async () => {
    for (const url of ['javascript:alert(1)', 'http://evil.example/checkout', 'data:text/html,hi', 'not a url']) {
      const source = httpOnramp({ url: BASE, fetch: fakeFetch(() => json(200, { url })).fetch })
      const error = await failure(source.session(SESSION_REQUEST))
      expect(error.failure).toEqual({ kind: 'url', url })
    }
    for (const url of ['http://127.0.0.1:28746/checkout?session=a', 'http://localhost:5173/x', 'http://[::1]:8080/x']) {
      const source = httpOnramp({ url: BASE, fetch: fakeFetch(() => json(200, { url })).fetch })
      expect(await source.session(SESSION_REQUEST)).toEqual({ url })
    }
    expect(isAllowedCheckoutUrl('http://127.0.0.1.evil.example/')).toBe(false)
  })

  it('lets the caller’s abort through unchanged', async () => {
    const controller = new AbortController()
    const reason = new Error('replaced by a newer amount')
    const { fetch } = fakeFetch(() => {
      controller.abort(reason)
      return Promise.reject(new DOMException('aborted', 'AbortError'))
    })
    await expect(httpOnramp({ url: BASE, fetch }).quotes(QUOTE_REQUEST, { signal: controller.signal })).rejects.toBe(reason)
  })
})
