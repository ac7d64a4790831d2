import type { SwapQuoteRequest, SwapToken } from '@latch/core'
import { SwapNoRouteError, SwapSourceError } from '@latch/core/swap'
import { describe, expect, it } from 'vitest'
import { createFakeFetch, type Route } from '../test/fakeFetch'
import { zeroExSource } from './zeroExSource'

const HOLDER = '0x0000000000001fF3684f28c67538d4D072C22734'
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'
const USDT = '0xdac17f958d2ee523a2206206994597c13d831ec7'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const TAKER = '0x70a9f34f9b34c64957b9c401a97bfed35b95049e'
const NOW = 1_700_000_000_000

const usdc: SwapToken = { asset: `eip155:1/erc20:${USDC}`, symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const usdt: SwapToken = { asset: `eip155:1/erc20:${USDT}`, symbol: 'USDT', name: 'Tether USD', decimals: 6 }
const eth: SwapToken = { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether', decimals: 18 }
const request = (over: Partial<SwapQuoteRequest> = {}): SwapQuoteRequest => ({ caipNetworkId: 'eip155:1', address: TAKER, fromToken: usdc, toToken: usdt, amount: 100_000_000n, side: 'in', slippage: 0.01, ...over })

// Bodies as 0x's Swap API v2 (allowance-holder) documents them.
const priceBody = {
  allowanceTarget: HOLDER,
  blockNumber: '20114676',
  buyAmount: '100032748',
  buyToken: USDT,
  fees: { integratorFee: { amount: '150000', token: USDT, type: 'volume' }, zeroExFee: { amount: '0', token: USDT, type: 'volume' }, gasFee: null },
  gas: '288095',
  gasPrice: '7062490000',
  issues: {
    allowance: { actual: '0', spender: HOLDER.toLowerCase() },
    balance: { token: USDC, actual: '0', expected: '100000000' },
    simulationIncomplete: false,
    invalidSourcesPassed: [],
  },
  liquidityAvailable: true,
  minBuyAmount: '99032421',
  route: {
    fills: [
      { from: USDC, to: USDT, source: 'SolidlyV3', proportionBps: '6000' },
      { from: USDC, to: USDT, source: 'Uniswap_V3', proportionBps: '4000' },
    ],
    tokens: [
      { address: USDC, symbol: 'USDC' },
      { address: USDT, symbol: 'USDT' },
    ],
  },
  sellAmount: '100000000',
  sellToken: USDC,
  tokenMetadata: { buyToken: { buyTaxBps: '0', sellTaxBps: '0' }, sellToken: { buyTaxBps: '0', sellTaxBps: '0' } },
  totalNetworkFee: '2034668056550000',
  zid: '0x111111111111111111111111',
}
const quoteBody = { ...priceBody, permit2: null, transaction: { to: HOLDER, data: '0x2213bc0b00ab', gas: '288079', gasPrice: '4837860000', value: '0' }, zid: '0x222222222222222222222222' }

function source(over: Record<string, Route> = {}) {
  const api = createFakeFetch({ '/swap/allowance-holder/price': () => ({ body: priceBody }), '/swap/allowance-holder/quote': () => ({ body: quoteBody }), ...over })
  return { api, source: zeroExSource({ apiKey: 'zx-key', fetch: api.fetch, now: () => NOW }) }
}

describe('zeroExSource', () => {
  it('prices an amount in with /price: minimum, allowance, network fee, route and fees', async () => {
    const { api, source: s } = source()
    expect(await s.quote(request())).toEqual({
      id: '0x111111111111111111111111',
      source: '0x',
      caipNetworkId: 'eip155:1',
      fromToken: usdc,
      toToken: usdt,
      amountIn: 100_000_000n,
      amountOut: 100_032_748n,
      minAmountOut: 99_032_421n,
      slippage: 0.01,
      networkFee: 2_034_668_056_550_000n,
      fees: [{ label: 'Integrator fee', amount: 150_000n, asset: usdt.asset, symbol: 'USDT', decimals: 6 }],
      route: ['SolidlyV3', 'Uniswap_V3'],
      expiresAt: NOW + 30_000,
      approval: { spender: HOLDER.toLowerCase(), amount: 100_000_000n },
    })
    const [asked] = api.requests
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({ chainId: '1', sellToken: USDC, buyToken: USDT, sellAmount: '100000000', taker: TAKER, slippageBps: '100' })
    expect(asked!.headers).toMatchObject({ '0x-api-key': 'zx-key', '0x-version': 'v2' })
  })

  it('takes gas × gas price without a total, and the allowance target without an allowance issue', async () => {
    const { totalNetworkFee: _t, ...rest } = priceBody
    const { source: s } = source({ '/swap/allowance-holder/price': () => ({ body: { ...rest, issues: { ...priceBody.issues, allowance: null } } }) })
    const quote = await s.quote(request())
    expect(quote.networkFee).toBe(288_095n * 7_062_490_000n)
    expect(quote.approval).toEqual({ spender: HOLDER, amount: 100_000_000n })
  })

  it('sells the native currency as 0xEeee… without an approval', async () => {
    const { api, source: s } = source()
    expect((await s.quote(request({ fromToken: eth, amount: 10n ** 18n }))).approval).toBeUndefined()
    expect(api.requests[0]!.url.searchParams.get('sellToken')).toBe(NATIVE)
  })

  it("builds the firm trade's transaction with /quote", async () => {
    const { api, source: s } = source()
    const quote = await s.quote(request())
    expect(await s.buildTransaction(quote)).toEqual({ to: HOLDER, data: '0x2213bc0b00ab', value: 0n, gas: 288_079n })
    expect(api.requests[1]!.url.pathname).toBe('/swap/allowance-holder/quote')
    expect(api.requests[1]!.url.searchParams.get('taker')).toBe(TAKER)
  })

  it('says "no route" without liquidity, for an unsupported token and for an amount out', async () => {
    const none = source({ '/swap/allowance-holder/price': () => ({ body: { liquidityAvailable: false, zid: '0x3' } }) })
    await expect(none.source.quote(request())).rejects.toMatchObject({ name: 'SwapNoRouteError', code: 'SWAP_NO_ROUTE' })
    const unsupported = source({ '/swap/allowance-holder/price': () => ({ status: 400, body: { name: 'TOKEN_NOT_SUPPORTED', message: 'Token is not supported', data: { zid: '0x4' } } }) })
    await expect(unsupported.source.quote(request())).rejects.toBeInstanceOf(SwapNoRouteError)
    await expect(source().source.quote(request({ side: 'out' }))).rejects.toBeInstanceOf(SwapNoRouteError)
  })

  it('reports other failures with their status', async () => {
    const invalid = source({ '/swap/allowance-holder/price': () => ({ status: 400, body: { name: 'INPUT_INVALID', message: 'The input is invalid', data: { details: [{ field: 'sellAmount', reason: 'must be an integer' }] } } }) })
    const error = await invalid.source.quote(request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapSourceError)
    expect(error).toMatchObject({ status: 400, longMessage: expect.stringContaining('INPUT_INVALID') })
    const limited = source({ '/swap/allowance-holder/price': () => ({ status: 429, body: { name: 'RATE_LIMITED', message: 'Too many requests' } }) })
    await expect(limited.source.quote(request())).rejects.toMatchObject({ name: 'SwapSourceError', status: 429 })
  })

  it('has no token list of its own', async () => {
    expect(await source().source.tokens({ caipNetworkId: 'eip155:1' })).toEqual([])
  })
})
