import type { OnrampQuote, OnrampQuoteRequest, OnrampSessionRequest } from '@latch/core/onramp'
import { describe, expect, it } from 'vitest'
import { OnrampProviderError, type OnrampRequestContext, type ServerOnrampProvider } from '../provider'
import { createOnrampHandler, type OnrampHandlerOptions } from './createOnrampHandler'

const ORIGIN = 'https://dapp.example'
const BASE = 'https://api.dapp.example/api/onramp'
const ADDRESS = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
const QUOTE_REQUEST: OnrampQuoteRequest = { caipNetworkId: 'eip155:8453', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '50' }
const usd = (amount: string) => ({ amount, currency: 'USD' })
const quoteOf = (id: string): OnrampQuote => ({ coinbaseFee: usd('1'), networkFee: usd('0.1'), paymentSubtotal: usd('48.9'), paymentTotal: usd('50'), purchaseAmount: { amount: '0.02', currency: 'ETH' }, quoteId: id })

/** A provider whose answers the test scripts: these are the boundary the handler talks to, not the handler's logic. */
function scriptedProvider(name: string, script: { quote?: (ctx: OnrampRequestContext) => Promise<OnrampQuote>; chains?: `${string}:${string}`[] } = {}) {
  const sessions: { request: OnrampSessionRequest; ctx: OnrampRequestContext }[] = []
  const provider: ServerOnrampProvider = {
    info: { name, label: name.toUpperCase(), feeRange: '1 %', url: `https://${name}.example`, supportedChains: script.chains ?? ['eip155:8453'] },
    quote: (_request, ctx) => (script.quote ? script.quote(ctx) : Promise.resolve(quoteOf(`${name}-1`))),
    async session(request, ctx) {
      sessions.push({ request, ctx })
      return { url: `https://${name}.example/checkout?id=1` }
    },
  }
  return { provider, sessions }
}

function handlerWith(overrides: Partial<OnrampHandlerOptions> = {}) {
  return createOnrampHandler({ providers: [scriptedProvider('alpha').provider], allowedOrigins: [ORIGIN], ...overrides })
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('createOnrampHandler', () => {
  it('serves the options with CORS for an allowed origin, and answers its preflight', async () => {
    const handle = handlerWith({ purchaseCurrencies: [], paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '100' }] }] })
    const res = await handle(new Request(`${BASE}/options`, { headers: { origin: ORIGIN } }))
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await res.json()).toEqual({
      providers: [{ name: 'alpha', label: 'ALPHA', feeRange: '1 %', url: 'https://alpha.example', supportedChains: ['eip155:8453'] }],
      purchaseCurrencies: [],
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '10', max: '100' }] }],
    })
    const preflight = await handle(new Request(`${BASE}/sessions`, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
  })

  it('refuses other origins (preflight too), unknown routes and wrong methods; with a basePath only its routes match', async () => {
    const handle = handlerWith()
    for (const request of [new Request(`${BASE}/options`, { headers: { origin: 'https://evil.example' } }), new Request(`${BASE}/quotes`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })]) {
      const res = await handle(request)
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(await res.json()).toEqual({ error: { code: 'ORIGIN_NOT_ALLOWED', message: 'This origin may not use this on-ramp.' } })
    }
    expect((await handle(new Request(`${BASE}/secrets`, { headers: { origin: ORIGIN } }))).status).toBe(404)
    const wrong = await handle(new Request(`${BASE}/quotes`, { headers: { origin: ORIGIN } }))
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('POST')
    const mounted = handlerWith({ basePath: '/api/onramp/' })
    expect((await mounted(new Request(`${BASE}/options`))).status).toBe(200)
    expect((await mounted(new Request('https://api.dapp.example/other/options'))).status).toBe(404)
  })

  it('checks every body and says which field is wrong', async () => {
    const handle = handlerWith()
    const cases: [unknown, number, string][] = [
      [{ ...QUOTE_REQUEST, amount: '-5' }, 400, '"amount" must be a positive decimal string such as "25.00".'],
      [{ ...QUOTE_REQUEST, amount: 50 }, 400, '"amount" is not a string: it must be a positive decimal string such as "25.00".'],
      [{ ...QUOTE_REQUEST, caipNetworkId: undefined }, 400, '"caipNetworkId" is missing: it must be a CAIP-2 network id such as "eip155:1".'],
      [{ ...QUOTE_REQUEST, extra: 1 }, 400, '"extra" is not a field of this request.'],
      [[QUOTE_REQUEST], 400, 'The body must be a JSON object.'],
      ['{not json', 400, 'The body is not valid JSON.'],
    ]
    for (const [body, status, message] of cases) {
      const res = await handle(post('/quotes', body))
      expect(res.status).toBe(status)
      expect(await res.json()).toEqual({ error: { code: 'INVALID_REQUEST', message } })
    }
    const plain = await handle(new Request(`${BASE}/quotes`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'text/plain' }, body: JSON.stringify(QUOTE_REQUEST) }))
    expect(plain.status).toBe(415)
  })

  it('caps bodies at 16 KiB however the client declares them', async () => {
    const handle = handlerWith()
    const big = JSON.stringify({ ...QUOTE_REQUEST, padding: 'x'.repeat(17 * 1024) })
    expect((await handle(post('/quotes', big))).status).toBe(413)
    // A streamed body has no Content-Length: the cap is counted while reading.
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new Uint8Array(1024).fill(32))
        c.close()
      },
    })
    const streamed = await handle(new Request(`${BASE}/quotes`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit))
    expect(streamed.status).toBe(413)
    expect(await streamed.json()).toEqual({ error: { code: 'BODY_TOO_LARGE', message: 'The body is larger than 16384 bytes.' } })
  })

  it('rate-limits per client IP with Retry-After', async () => {
    const handle = handlerWith({ rateLimit: { windowMs: 60_000, max: 2 }, getClientIp: (r) => r.headers.get('x-test-ip') ?? undefined })
    const from = (ip: string) => handle(new Request(`${BASE}/options`, { headers: { origin: ORIGIN, 'x-test-ip': ip } }))
    expect((await from('192.0.2.1')).status).toBe(200)
    expect((await from('192.0.2.1')).status).toBe(200)
    const limited = await from('192.0.2.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(55)
    expect(limited.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect((await from('192.0.2.2')).status).toBe(200)
  })

  it('asks every provider in parallel: one failing, one slow and one off-network do not fail the others', async () => {
    const slow = scriptedProvider('slow', {
      quote: (ctx) =>
        new Promise((_, reject) => {
          ctx.signal?.addEventListener('abort', () => reject(ctx.signal?.reason))
        }),
    })
    const broken = scriptedProvider('broken', { quote: () => Promise.reject(new OnrampProviderError('PROVIDER_HTTP_ERROR', 'BROKEN answered HTTP 500.')) })
    const buggy = scriptedProvider('buggy', { quote: () => Promise.reject(new TypeError('secret internal detail')) })
    const elsewhere = scriptedProvider('elsewhere', { chains: ['eip155:1'] })
    const good = scriptedProvider('good')
    const handle = handlerWith({ providers: [slow, broken, buggy, elsewhere, good].map((p) => p.provider), quoteTimeoutMs: 50 })
    const res = await handle(post('/quotes', QUOTE_REQUEST))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      quotes: [
        { provider: 'slow', error: { code: 'TIMEOUT', message: 'SLOW did not answer within 50 ms.' } },
        { provider: 'broken', error: { code: 'PROVIDER_HTTP_ERROR', message: 'BROKEN answered HTTP 500.' } },
        { provider: 'buggy', error: { code: 'PROVIDER_ERROR', message: 'BUGGY failed to answer.' } },
        { provider: 'elsewhere', error: { code: 'UNSUPPORTED_NETWORK', message: 'ELSEWHERE does not deliver to eip155:8453.' } },
        { provider: 'good', quote: quoteOf('good-1') },
      ],
    })
  })

  it('opens a session only for a known provider, a network it serves and a plausible address, passing IP and origin', async () => {
    const alpha = scriptedProvider('alpha')
    const handle = handlerWith({ providers: [alpha.provider] })
    const session: OnrampSessionRequest = { ...QUOTE_REQUEST, provider: 'alpha', address: ADDRESS, redirectUrl: 'https://dapp.example/done' }
    const ok = await handle(post('/sessions', session), { clientIp: '198.51.100.7' })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toEqual({ url: 'https://alpha.example/checkout?id=1' })
    expect(alpha.sessions).toEqual([{ request: session, ctx: { clientIp: '198.51.100.7', origin: ORIGIN } }])

    const refusals: [Record<string, unknown>, string][] = [
      [{ provider: 'nobody' }, 'UNKNOWN_PROVIDER'],
      [{ caipNetworkId: 'eip155:1' }, 'UNSUPPORTED_NETWORK'],
      [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, 'INVALID_ADDRESS'],
      [{ redirectUrl: 'javascript:alert(1)' }, 'INVALID_REQUEST'],
    ]
    for (const [change, code] of refusals) {
      const res = await handle(post('/sessions', { ...session, ...change }))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code)
    }
    const noOrigin = await handle(new Request(`${BASE}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(session) }))
    expect(noOrigin.status).toBe(403)
    expect(alpha.sessions).toHaveLength(1)
  })

  it('answers 502 with the provider’s own error when it cannot open a checkout', async () => {
    const failing: ServerOnrampProvider = { ...scriptedProvider('alpha').provider, session: () => Promise.reject(new OnrampProviderError('CLIENT_IP_REQUIRED', 'ALPHA needs the buyer’s IP address.')) }
    const res = await handlerWith({ providers: [failing] })(post('/sessions', { ...QUOTE_REQUEST, provider: 'alpha', address: ADDRESS }))
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({ error: { code: 'CLIENT_IP_REQUIRED', message: 'ALPHA needs the buyer’s IP address.' } })
  })
})
