import { describe, expect, it } from 'vitest'
import { SwapNoRouteError, SwapSourceError } from '../../errors/swap'
import type { SwapQuoteRequest, SwapToken } from '../types'
import { LIFI_API_URL, lifiSource } from './lifi'

// Bodies as LI.FI's docs publish them (GET /v1/tokens, /v1/quote, /v1/status; @lifi/types Step/Estimate), trimmed to
// one swap on Ethereum: 1000 USDC → ETH through LI.FI's own DEX aggregator step, with its 0.25 % fee collection.
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ZERO = '0x0000000000000000000000000000000000000000'
const DIAMOND = '0x1231DEB6f5749EF6cE6943a275A1D3E7486F4EaE'
const ME = '0x552008c0f6870c2f77e5cC1d2eb9bdff03e30Ea0'
const usdcToken = { address: USDC, chainId: 1, symbol: 'USDC', decimals: 6, name: 'USD Coin', coinKey: 'USDC', logoURI: 'https://static.debank.com/image/coin/logo_url/usdc/e87790bfe0b3f2ea855dc29069b38818.png', priceUSD: '0.99990' }
const ethToken = { address: ZERO, chainId: 1, symbol: 'ETH', decimals: 18, name: 'ETH', coinKey: 'ETH', logoURI: 'https://static.debank.com/image/token/logo_url/eth/935ae4e4d1d12d59a99717a24f2540b5.png', priceUSD: '2500.00' }

function step(overrides: { fromToken?: object; toToken?: object; tx?: object | null } = {}) {
  const fromToken = overrides.fromToken ?? usdcToken
  const toToken = overrides.toToken ?? ethToken
  return {
    type: 'lifi',
    id: '0x6c4ff4d4a8a0ec5e4de6f76ddd1fc0ed0f77bfc8c1f3b6a1f56bbed1bd3a4f28:0',
    tool: 'sushiswap',
    toolDetails: { key: 'sushiswap', name: 'SushiSwap', logoURI: 'https://raw.githubusercontent.com/lifinance/types/main/src/assets/icons/exchanges/sushi.svg' },
    action: { fromToken, fromAmount: '1000000000', toToken, fromChainId: 1, toChainId: 1, slippage: 0.005, fromAddress: ME, toAddress: ME },
    estimate: {
      tool: 'sushiswap',
      approvalAddress: DIAMOND,
      toAmountMin: '397020000000000000',
      toAmount: '399015075376884422',
      fromAmount: '1000000000',
      feeCosts: [
        { name: 'LIFI Fixed Fee', description: 'Fixed LI.FI fee, independent of any other fee', token: fromToken, amount: '2500000', amountUSD: '2.50', percentage: '0.0025', included: true },
      ],
      gasCosts: [
        { type: 'SEND', price: '12000000000', estimate: '180000', limit: '225000', amount: '2160000000000000', amountUSD: '5.40', token: ethToken },
        { type: 'APPROVE', price: '12000000000', estimate: '46000', limit: '57500', amount: '552000000000000', amountUSD: '1.38', token: ethToken },
      ],
      executionDuration: 30,
      fromAmountUSD: '999.90',
      toAmountUSD: '997.54',
    },
    includedSteps: [
      { id: 'a', type: 'protocol', tool: 'feeCollection', toolDetails: { key: 'feeCollection', name: 'Integrator Fee' }, action: {}, estimate: {} },
      { id: 'b', type: 'swap', tool: 'sushiswap', toolDetails: { key: 'sushiswap', name: 'SushiSwap' }, action: {}, estimate: {} },
    ],
    integrator: 'latch',
    ...(overrides.tx === null
      ? {}
      : { transactionRequest: { data: '0x4630a0d8aabb', to: DIAMOND, value: '0x0', from: ME, chainId: 1, gasPrice: '0x2cb417800', gasLimit: '0x36ee8', ...overrides.tx } }),
  }
}

interface Call {
  url: URL
  init: RequestInit | undefined
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input)), init }
    calls.push(call)
    return respond(call)
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const usdc: SwapToken = { asset: `eip155:1/erc20:${USDC}`, symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const eth: SwapToken = { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether', decimals: 18 }
const request: SwapQuoteRequest = { caipNetworkId: 'eip155:1', address: ME, fromToken: usdc, toToken: eth, amount: 1_000_000_000n, side: 'in', slippage: 0.005 }

describe('lifiSource: tokens', () => {
  it('GETs /tokens for the chain without the account, and maps LI.FI tokens to CAIP-19 swap tokens', async () => {
    const weird = { ...usdcToken, address: 'not-an-address' }
    const eeee = { ...ethToken, address: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' }
    const { fetch, calls } = fakeFetch(() => json({ tokens: { 1: [ethToken, usdcToken, weird, eeee, { symbol: 'BROKEN' }], 10: [usdcToken] } }))
    const tokens = await lifiSource({ fetch }).tokens({ caipNetworkId: 'eip155:1' })
    expect(calls[0]?.url.href).toBe(`${LIFI_API_URL}/tokens?chains=1`)
    expect(calls[0]?.url.href).not.toContain(ME)
    expect(tokens).toEqual([
      { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'ETH', decimals: 18, iconUrl: ethToken.logoURI, priceUsd: 2500 },
      { asset: `eip155:1/erc20:${USDC}`, symbol: 'USDC', name: 'USD Coin', decimals: 6, iconUrl: usdcToken.logoURI, priceUsd: 0.9999 },
    ])
  })

  it('sends the API key as x-lifi-api-key only when given, and supports eip155 networks only', async () => {
    const { fetch, calls } = fakeFetch(() => json({ tokens: {} }))
    expect(await lifiSource({ fetch, apiKey: 'k1', baseUrl: 'http://127.0.0.1:9/v1/' }).tokens({ caipNetworkId: 'eip155:10' })).toEqual([])
    expect(calls[0]?.url.href).toBe('http://127.0.0.1:9/v1/tokens?chains=10')
    expect(new Headers(calls[0]?.init?.headers).get('x-lifi-api-key')).toBe('k1')
    await lifiSource({ fetch }).tokens({ caipNetworkId: 'eip155:1' })
    expect(new Headers(calls[1]?.init?.headers).has('x-lifi-api-key')).toBe(false)
    const source = lifiSource({ fetch })
    expect(source.supports?.('eip155:8453')).toBe(true)
    expect(source.supports?.('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false)
    await expect(source.tokens({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })).rejects.toBeInstanceOf(SwapNoRouteError)
  })
})

describe('lifiSource: quote', () => {
  it('GETs /quote with the trade and maps the step: amounts, approval, fees, gas, route, impact, transaction, expiry', async () => {
    const { fetch, calls } = fakeFetch(() => json(step()))
    const quote = await lifiSource({ fetch, now: () => 1_000, quoteTtlMs: 30_000 }).quote(request)
    expect(calls[0]?.url.origin + (calls[0]?.url.pathname ?? '')).toBe(`${LIFI_API_URL}/quote`)
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ fromChain: '1', toChain: '1', fromToken: USDC, toToken: ZERO, fromAmount: '1000000000', fromAddress: ME, slippage: '0.005', integrator: 'latch' })
    expect(quote).toEqual({
      id: '0x6c4ff4d4a8a0ec5e4de6f76ddd1fc0ed0f77bfc8c1f3b6a1f56bbed1bd3a4f28:0',
      source: 'lifi',
      caipNetworkId: 'eip155:1',
      fromToken: usdc,
      toToken: eth,
      amountIn: 1_000_000_000n,
      amountOut: 399_015_075_376_884_422n,
      minAmountOut: 397_020_000_000_000_000n,
      slippage: 0.005,
      priceImpact: expect.closeTo(1 - 997.54 / 999.9, 12),
      networkFee: 2_712_000_000_000_000n,
      fees: [{ label: 'LIFI Fixed Fee', amount: 2_500_000n, asset: `eip155:1/erc20:${USDC}`, symbol: 'USDC', decimals: 6 }],
      route: ['SushiSwap'],
      expiresAt: 31_000,
      approval: { spender: DIAMOND, amount: 1_000_000_000n },
      transaction: { to: DIAMOND, data: '0x4630a0d8aabb', value: 0n, gas: 225_000n },
    })
  })

  it('asks no approval for the native currency in, and carries its value', async () => {
    const { fetch, calls } = fakeFetch(() => json(step({ fromToken: ethToken, toToken: usdcToken, tx: { value: '0xde0b6b3a7640000' } })))
    const quote = await lifiSource({ fetch }).quote({ ...request, fromToken: eth, toToken: usdc, amount: 10n ** 18n })
    expect(calls[0]?.url.searchParams.get('fromToken')).toBe(ZERO)
    expect(quote.approval).toBeUndefined()
    expect(quote.transaction).toMatchObject({ value: 10n ** 18n })
  })

  it('GETs /quote/toAmount for an exact amount out', async () => {
    const { fetch, calls } = fakeFetch(() => json(step()))
    await lifiSource({ fetch, integrator: 'my-dapp' }).quote({ ...request, side: 'out', amount: 399_015_075_376_884_422n })
    expect(calls[0]?.url.pathname).toBe('/v1/quote/toAmount')
    expect(calls[0]?.url.searchParams.get('toAmount')).toBe('399015075376884422')
    expect(calls[0]?.url.searchParams.has('fromAmount')).toBe(false)
    expect(calls[0]?.url.searchParams.get('integrator')).toBe('my-dapp')
  })

  it('leaves price impact out without both USD values, and names the step’s tool when there are no included steps', async () => {
    const body = step()
    const { fetch } = fakeFetch(() => json({ ...body, includedSteps: undefined, estimate: { ...body.estimate, toAmountUSD: undefined, gasCosts: undefined } }))
    const quote = await lifiSource({ fetch }).quote(request)
    expect(quote.priceImpact).toBeUndefined()
    expect(quote.networkFee).toBeUndefined()
    expect(quote.route).toEqual(['SushiSwap'])
  })

  it('raises SwapNoRouteError for LI.FI’s 404 no-quote body, with its message', async () => {
    const { fetch } = fakeFetch(() => json({ message: 'No available quotes for the requested transfer', code: 1002, errors: { filteredOut: [], failed: [] } }, 404))
    const error = await lifiSource({ fetch }).quote(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapNoRouteError)
    expect((error as SwapNoRouteError).longMessage).toContain('No available quotes for the requested transfer')
  })

  it('takes a 404 without LI.FI’s error body (a wrong base URL) for a source failure, not a missing route', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Not Found</html>', { status: 404 }))
    await expect(lifiSource({ fetch }).quote(request)).rejects.toMatchObject({ name: 'SwapSourceError', status: 404 })
  })

  it('raises SwapNoRouteError without asking for an asset of another network', async () => {
    const { fetch, calls } = fakeFetch(() => json(step()))
    await expect(lifiSource({ fetch }).quote({ ...request, toToken: { ...eth, asset: 'eip155:10/slip44:60' } })).rejects.toBeInstanceOf(SwapNoRouteError)
    expect(calls).toHaveLength(0)
  })

  it.each([
    [429, { message: 'Rate limit exceeded', code: 1005 }],
    [500, { message: 'Internal server error', code: 1006 }],
  ])('raises SwapSourceError with the status for HTTP %i', async (status, body) => {
    const { fetch } = fakeFetch(() => json(body, status))
    const error = await lifiSource({ fetch }).quote(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapSourceError)
    expect(error).toMatchObject({ status, code: 'SWAP_SOURCE_FAILED' })
    expect((error as SwapSourceError).longMessage).toContain(body.message)
  })

  it('raises SwapSourceError for a body that is not a step, is not JSON, or names another chain; and when unreachable', async () => {
    const body = step()
    const answers = [
      json({ ...body, estimate: { ...body.estimate, toAmountMin: '-1' } }),
      new Response('<html>bad gateway</html>', { status: 200 }),
      json(step({ tx: { chainId: 10 } })),
    ]
    for (const answer of answers) {
      const { fetch } = fakeFetch(() => answer)
      await expect(lifiSource({ fetch }).quote(request)).rejects.toBeInstanceOf(SwapSourceError)
    }
    const offline = fakeFetch(() => Promise.reject(new TypeError('fetch failed')))
    await expect(lifiSource({ fetch: offline.fetch }).quote(request)).rejects.toMatchObject({ name: 'SwapSourceError', cause: expect.any(TypeError) })
  })

  it('passes the signal to fetch and rejects with the abort itself, not a source error', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
        }),
    )
    const pending = lifiSource({ fetch }).quote(request, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls[0]?.init?.signal).toBe(controller.signal)
    await expect(lifiSource({ fetch }).tokens({ caipNetworkId: 'eip155:1', signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
    expect(calls).toHaveLength(1)
  })
})

describe('lifiSource: buildTransaction and status', () => {
  it('returns the quote’s own transaction without a request', async () => {
    const { fetch, calls } = fakeFetch(() => json(step()))
    const source = lifiSource({ fetch })
    const quote = await source.quote(request)
    expect(await source.buildTransaction(quote)).toBe(quote.transaction)
    expect(calls).toHaveLength(1)
  })

  it('completes a quote without a transaction through POST /advanced/stepTransaction with the step as LI.FI sent it', async () => {
    const bare = step({ tx: null })
    const { fetch, calls } = fakeFetch((call) => json(call.url.pathname.endsWith('/stepTransaction') ? step() : bare))
    const source = lifiSource({ fetch })
    const quote = await source.quote(request)
    expect(quote.transaction).toBeUndefined()
    expect(await source.buildTransaction(quote)).toEqual({ to: DIAMOND, data: '0x4630a0d8aabb', value: 0n, gas: 225_000n })
    expect(calls[1]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual(bare)
    await expect(lifiSource({ fetch }).buildTransaction(quote)).rejects.toBeInstanceOf(SwapSourceError)
  })

  it.each([
    [{ status: 'DONE', substatus: 'COMPLETED' }, 'done'],
    [{ status: 'DONE', substatus: 'REFUNDED' }, 'failed'],
    [{ status: 'FAILED' }, 'failed'],
    [{ status: 'PENDING', substatus: 'WAIT_SOURCE_CONFIRMATIONS' }, 'pending'],
    [{ status: 'NOT_FOUND' }, 'pending'],
  ] as const)('GETs /status for the hash on the quote’s chain: %o → %s', async (body, expected) => {
    const { fetch, calls } = fakeFetch((call) => json(call.url.pathname.endsWith('/status') ? { transactionId: '0x01', sending: {}, receiving: {}, tool: 'sushiswap', ...body } : step()))
    const source = lifiSource({ fetch })
    const quote = await source.quote(request)
    expect(await source.status?.({ quote, hash: '0xabc' })).toBe(expected)
    expect(Object.fromEntries(calls[1]?.url.searchParams ?? [])).toEqual({ txHash: '0xabc', fromChain: '1', toChain: '1' })
  })
})
