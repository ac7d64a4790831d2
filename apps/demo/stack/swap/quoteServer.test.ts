import { lifiSource } from '@latch/core/lifi'
import { SwapNoRouteError, type SwapQuoteRequest, type SwapToken } from '@latch/core/swap'
import { AbiCoder, Contract, JsonRpcProvider, parseEther, parseUnits, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.mjs'
import { ANVIL_KEYS, deployContracts, TEST_TOKEN_ADDRESS } from '../contracts/deployContracts.mjs'
import { deployEns } from '../contracts/deployEns.mjs'
import { deployUniswap, LTT_WETH_PAIR_ADDRESS, UNISWAP_ROUTER_ADDRESS, UNISWAP_SEED, WETH_ADDRESS } from '../contracts/deployUniswap.mjs'
import { startSwapQuoteServer } from './quoteServer.mjs'

// Ports no dev stack, e2e run or other stack test uses.
const CHAIN_PORT = 28645
const SERVER_PORT = 28646
const CHAIN = 'eip155:31337' as const

const ltt: SwapToken = { asset: `${CHAIN}/erc20:${TEST_TOKEN_ADDRESS}`, symbol: 'LTT', name: 'Latch Test Token', decimals: 18 }
const eth: SwapToken = { asset: `${CHAIN}/slip44:60`, symbol: 'ETH', name: 'Ether', decimals: 18 }
const erc20Abi = ['function balanceOf(address) view returns (uint256)', 'function approve(address spender, uint256 amount) returns (bool)']

let anvil: AnvilHandle | undefined
let server: { url: string; stop: () => Promise<void> } | undefined
let provider: JsonRpcProvider
let source: ReturnType<typeof lifiSource>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: CHAIN_PORT, host: '127.0.0.1' })
  // The stack's order on a fresh chain.
  await deployContracts({ rpcUrl: anvil.url })
  await deployEns({ rpcUrl: anvil.url })
  const deployed = await deployUniswap({ rpcUrl: anvil.url })
  expect(deployed).toEqual({ weth: WETH_ADDRESS, factory: expect.any(String), router: UNISWAP_ROUTER_ADDRESS, pair: LTT_WETH_PAIR_ADDRESS })
  server = await startSwapQuoteServer({
    port: SERVER_PORT,
    rpcUrl: anvil.url,
    chainId: 31337,
    router: deployed.router,
    weth: deployed.weth,
    tokens: [{ address: TEST_TOKEN_ADDRESS, symbol: 'LTT', name: 'Latch Test Token', decimals: 18 }],
  })
  provider = new JsonRpcProvider(anvil.url, 31337, { staticNetwork: true, cacheTimeout: -1 })
  source = lifiSource({ baseUrl: `${server.url}/v1` })
}, 60_000)

afterAll(async () => {
  provider?.destroy()
  await server?.stop()
  await anvil?.stop()
})

const account = (index: number) => new Wallet(ANVIL_KEYS[index] as string, provider)
const lttBalance = (address: string) => new Contract(TEST_TOKEN_ADDRESS, erc20Abi, provider).getFunction('balanceOf')(address) as Promise<bigint>
const request = (address: string, overrides: Partial<SwapQuoteRequest> = {}): SwapQuoteRequest => ({ caipNetworkId: CHAIN, address, fromToken: ltt, toToken: eth, amount: parseUnits('10', 18), side: 'in', slippage: 0.005, ...overrides })

async function approve(wallet: Wallet, spender: string, amount: bigint) {
  await (await new Contract(TEST_TOKEN_ADDRESS, erc20Abi, wallet).getFunction('approve')(spender, amount)).wait()
}

/** Sends a quote's transaction as a wallet would; resolves with what the sender paid in gas. */
async function sendQuoteTransaction(wallet: Wallet, transaction: unknown) {
  const tx = transaction as { to: string; data: string; value: bigint; gas?: bigint }
  const receipt = await (await wallet.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, ...(tx.gas ? { gasLimit: tx.gas } : {}) })).wait()
  if (!receipt) throw new Error('no receipt')
  return { hash: receipt.hash, gasPaid: receipt.gasUsed * receipt.gasPrice }
}

describe('the local LI.FI stand-in, through core’s real lifiSource', () => {
  it('lists ETH and LTT, priced from the pool (1 ETH = 1000 LTT)', async () => {
    const tokens = await source.tokens({ caipNetworkId: CHAIN })
    expect(tokens.map((t) => [t.asset, t.symbol])).toEqual([[eth.asset, 'ETH'], [ltt.asset, 'LTT']])
    expect(tokens[0]?.priceUsd).toBe(2500)
    expect(tokens[1]?.priceUsd).toBeCloseTo(2.5, 6)
  })

  it('quotes 10 LTT → ETH for account 1; approved and sent, the chain pays out the quote exactly', async () => {
    const me = account(1)
    const quote = await source.quote(request(me.address))
    expect(quote).toMatchObject({ source: 'lifi', amountIn: parseUnits('10', 18), route: ['Uniswap V2'], approval: { spender: UNISWAP_ROUTER_ADDRESS, amount: parseUnits('10', 18) } })
    // x·y = k with the 0.3 % fee: 10 LTT into 100 000 LTT / 100 ETH.
    expect(quote.amountOut).toBe((parseUnits('10', 18) * 997n * parseEther(UNISWAP_SEED.eth)) / (parseUnits(UNISWAP_SEED.ltt, 18) * 1000n + parseUnits('10', 18) * 997n))
    expect(quote.minAmountOut).toBe((quote.amountOut * 995_000n) / 1_000_000n)
    // The fee and ~0.01 % of the pool's depth.
    expect(quote.priceImpact).toBeCloseTo(0.0031, 4)
    expect(quote.networkFee).toBeGreaterThan(0n)
    expect(quote.transaction).toMatchObject({ to: UNISWAP_ROUTER_ADDRESS, value: 0n })

    const lttBefore = await lttBalance(me.address)
    expect(lttBefore).toBe(parseUnits('1000', 18))
    await approve(me, quote.approval!.spender, quote.approval!.amount)
    const ethBefore = await provider.getBalance(me.address)
    const { hash, gasPaid } = await sendQuoteTransaction(me, await source.buildTransaction(quote))
    const received = (await provider.getBalance(me.address)) - ethBefore + gasPaid
    expect(received).toBeGreaterThanOrEqual(quote.minAmountOut)
    // Nothing traded in between, so the pool paid exactly the quote.
    expect(received).toBe(quote.amountOut)
    expect(lttBefore - (await lttBalance(me.address))).toBe(quote.amountIn)
    expect(await source.status?.({ quote, hash })).toBe('done')
  })

  it('quotes an exact 5 LTT out for ETH: no approval, the most it may take as value, exactly 5 LTT received', async () => {
    const me = account(3)
    const quote = await source.quote(request(me.address, { fromToken: eth, toToken: ltt, amount: parseUnits('5', 18), side: 'out' }))
    expect(quote.approval).toBeUndefined()
    expect(quote.amountOut).toBe(parseUnits('5', 18))
    expect(quote.minAmountOut).toBe(quote.amountOut)
    expect(quote.transaction).toMatchObject({ value: quote.amountIn })
    const lttBefore = await lttBalance(me.address)
    const ethBefore = await provider.getBalance(me.address)
    const { gasPaid } = await sendQuoteTransaction(me, quote.transaction)
    expect((await lttBalance(me.address)) - lttBefore).toBe(parseUnits('5', 18))
    // The router refunds what the trade did not need.
    const spent = ethBefore - (await provider.getBalance(me.address)) - gasPaid
    expect(spent).toBeLessThanOrEqual(quote.amountIn)
    expect(spent).toBeGreaterThan((quote.amountIn * 99n) / 100n)
  })

  it('answers LI.FI’s 404 no-route for an unknown token and for more than the pool holds', async () => {
    const stranger: SwapToken = { ...ltt, asset: `${CHAIN}/erc20:0x000000000000000000000000000000000000dEaD` }
    await expect(source.quote(request(account(1).address, { toToken: stranger }))).rejects.toBeInstanceOf(SwapNoRouteError)
    const all = request(account(1).address, { fromToken: ltt, toToken: eth, amount: parseEther('200'), side: 'out' })
    await expect(source.quote(all)).rejects.toMatchObject({ name: 'SwapNoRouteError', longMessage: expect.stringContaining('more than the pool holds') })
  })

  it('a quote whose minimum out the moved price cannot meet reverts with UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT', async () => {
    const me = account(2)
    const stale = await source.quote(request(me.address))
    await approve(me, UNISWAP_ROUTER_ADDRESS, stale.amountIn)
    // Account 0 sells 2000 LTT first: the pool pays ~4 % less ETH per LTT, past the 0.5 % slippage.
    const mover = account(0)
    const big = await source.quote(request(mover.address, { amount: parseUnits('2000', 18) }))
    await approve(mover, UNISWAP_ROUTER_ADDRESS, big.amountIn)
    await sendQuoteTransaction(mover, big.transaction)

    const tx = stale.transaction as { to: string; data: string; value: bigint }
    const call = { from: me.address, to: tx.to, data: tx.data, value: `0x${tx.value.toString(16)}` }
    // What a wallet's (or the adapter's) eth_estimateGas gets from anvil, as the JSON-RPC error object.
    const answer = (await (await fetch(anvil!.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_estimateGas', params: [call] }) })).json()) as { error?: { code: number; message: string; data: string } }
    expect(answer.error).toMatchObject({ code: 3, message: 'execution reverted: UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })
    // Error(string): the selector 0x08c379a0, then the ABI-encoded reason.
    expect(answer.error?.data.slice(0, 10)).toBe('0x08c379a0')
    expect(AbiCoder.defaultAbiCoder().decode(['string'], `0x${answer.error?.data.slice(10)}`)[0]).toBe('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    await expect(provider.call(call)).rejects.toMatchObject({ code: 'CALL_EXCEPTION', reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })

    // Sent anyway (with the quote's gas limit, so nothing estimates first): mined as a revert, no LTT moves.
    const lttBefore = await lttBalance(me.address)
    const sent = await me.sendTransaction({ to: tx.to, data: tx.data, value: tx.value, gasLimit: (stale.transaction as { gas: bigint }).gas })
    await expect(sent.wait()).rejects.toMatchObject({ code: 'CALL_EXCEPTION', receipt: { status: 0 } })
    expect(await lttBalance(me.address)).toBe(lttBefore)
    expect(await source.status?.({ quote: stale, hash: sent.hash })).toBe('failed')
  })

  it('answers CORS for loopback origins only, GET only', async () => {
    const from = (origin: string, method = 'GET') => fetch(`${server!.url}/v1/tokens?chains=31337`, { method, headers: { origin } })
    expect((await from('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect((await from('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    expect((await from('http://127.0.0.1:5173', 'POST')).status).toBe(405)
  })
})
