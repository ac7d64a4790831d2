import type { SwapQuoteRequest, SwapToken } from '@latch/core'
import { SwapNoRouteError, SwapSourceError } from '@latch/core/swap'
import { describe, expect, it } from 'vitest'
import { createFakeFetch, type Route } from '../test/fakeFetch'
import { oneInchSource } from './oneInchSource'

const ROUTER = '0x111111125421ca6dc452d289314280a0f8842a65'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const ACCOUNT = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const NOW = 1_700_000_000_000

const eth: SwapToken = { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether', decimals: 18 }
const usdc: SwapToken = { asset: `eip155:1/erc20:${USDC}`, symbol: 'USDC', name: 'USD Coin', decimals: 6 }
const request = (over: Partial<SwapQuoteRequest> = {}): SwapQuoteRequest => ({ caipNetworkId: 'eip155:1', address: ACCOUNT, fromToken: usdc, toToken: eth, amount: 100_000_000n, side: 'in', slippage: 0.005, ...over })

// Bodies as 1inch's Swap API v6.0 documents them.
const quoteBody = {
  dstAmount: '31225671838759153',
  protocols: [[[{ name: 'UNISWAP_V3', part: 100, fromTokenAddress: USDC.toLowerCase(), toTokenAddress: WETH.toLowerCase() }], [{ name: 'WETH', part: 100, fromTokenAddress: WETH.toLowerCase(), toTokenAddress: NATIVE.toLowerCase() }]]],
  gas: 187_000,
}
const swapBody = { dstAmount: '31225671838759153', tx: { from: ACCOUNT, to: ROUTER, data: '0x07ed2379abcd', value: '0', gas: 0, gasPrice: '6170476335' } }
const routes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  '/swap/v6.0/1/quote': () => ({ body: quoteBody }),
  '/swap/v6.0/1/approve/spender': () => ({ body: { address: ROUTER } }),
  '/swap/v6.0/1/swap': () => ({ body: swapBody }),
  ...over,
})

function source(over: Record<string, Route> = {}) {
  const api = createFakeFetch(routes(over))
  return { api, source: oneInchSource({ apiKey: 'key-1', fetch: api.fetch, now: () => NOW }) }
}

describe('oneInchSource', () => {
  it('prices an amount in with /quote and names the router to allow', async () => {
    const { api, source: s } = source()
    const quote = await s.quote(request())
    expect(quote).toEqual({
      id: expect.any(String),
      source: '1inch',
      caipNetworkId: 'eip155:1',
      fromToken: usdc,
      toToken: eth,
      amountIn: 100_000_000n,
      amountOut: 31225671838759153n,
      // 0.5 % below, rounded down.
      minAmountOut: 31069543479565357n,
      slippage: 0.005,
      fees: [],
      route: ['UNISWAP_V3', 'WETH'],
      expiresAt: NOW + 30_000,
      approval: { spender: ROUTER, amount: 100_000_000n },
    })
    const asked = api.requests.find((r) => r.url.pathname.endsWith('/quote'))!
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ src: USDC, dst: NATIVE, amount: '100000000', includeProtocols: 'true', includeGas: 'true' })
    expect(asked.headers.authorization).toBe('Bearer key-1')
  })

  it('needs no approval for the native currency, and asks for the spender once per chain', async () => {
    const { api, source: s } = source()
    expect((await s.quote(request({ fromToken: eth, toToken: usdc }))).approval).toBeUndefined()
    await s.quote(request())
    await s.quote(request())
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/approve/spender'))).toHaveLength(1)
  })

  it("builds the quote's transaction with /swap for the quote's account", async () => {
    const { api, source: s } = source()
    const quote = await s.quote(request())
    expect(await s.buildTransaction(quote)).toEqual({ to: ROUTER, data: '0x07ed2379abcd', value: 0n })
    const asked = api.requests.find((r) => r.url.pathname.endsWith('/swap'))!
    expect(Object.fromEntries(asked.url.searchParams)).toEqual({ src: USDC, dst: NATIVE, amount: '100000000', from: ACCOUNT, origin: ACCOUNT, slippage: '0.5', disableEstimate: 'true' })
    const withGas = source({ '/swap/v6.0/1/swap': () => ({ body: { ...swapBody, tx: { ...swapBody.tx, value: '1000', gas: 210_000 } } }) })
    expect(await withGas.source.buildTransaction(await withGas.source.quote(request()))).toEqual({ to: ROUTER, data: '0x07ed2379abcd', value: 1000n, gas: 210_000n })
  })

  it('lists its tokens as CAIP-19 assets', async () => {
    const { source: s } = source({
      '/swap/v6.0/1/tokens': () => ({
        body: {
          tokens: {
            [NATIVE.toLowerCase()]: { symbol: 'ETH', name: 'Ether', decimals: 18, address: NATIVE.toLowerCase(), logoURI: 'https://tokens.1inch.io/eth.png', tags: ['native'] },
            [USDC.toLowerCase()]: { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: USDC.toLowerCase(), logoURI: 'https://tokens.1inch.io/usdc.png', tags: ['tokens'] },
          },
        },
      }),
    })
    expect(await s.tokens({ caipNetworkId: 'eip155:1' })).toEqual([
      { asset: 'eip155:1/slip44:60', symbol: 'ETH', name: 'Ether', decimals: 18, iconUrl: 'https://tokens.1inch.io/eth.png' },
      { asset: `eip155:1/erc20:${USDC.toLowerCase()}`, symbol: 'USDC', name: 'USD Coin', decimals: 6, iconUrl: 'https://tokens.1inch.io/usdc.png' },
    ])
  })

  it('says "no route" for insufficient liquidity and for an amount out', async () => {
    const { source: s } = source({ '/swap/v6.0/1/quote': () => ({ status: 400, body: { error: 'Bad Request', description: 'insufficient liquidity', statusCode: 400, requestId: 'r-1', meta: [] } }) })
    await expect(s.quote(request())).rejects.toMatchObject({ name: 'SwapNoRouteError', code: 'SWAP_NO_ROUTE' })
    await expect(source().source.quote(request({ side: 'out' }))).rejects.toBeInstanceOf(SwapNoRouteError)
  })

  it('reports other failures with their status', async () => {
    const refused = source({ '/swap/v6.0/1/quote': () => ({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } }) })
    const error = await refused.source.quote(request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SwapSourceError)
    expect(error).toMatchObject({ status: 401 })
    const down = source({ '/swap/v6.0/1/quote': () => ({ status: 502, body: '<html>bad gateway</html>' }) })
    await expect(down.source.quote(request())).rejects.toMatchObject({ name: 'SwapSourceError', status: 502 })
    const unreachable = oneInchSource({ apiKey: 'k', fetch: async () => Promise.reject(new TypeError('fetch failed')) })
    await expect(unreachable.quote(request())).rejects.toMatchObject({ name: 'SwapSourceError' })
  })

  it('keeps an abort an abort', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(source().source.quote(request(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
})
