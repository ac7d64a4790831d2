/**
 * The mock chain's `swaps` and a mock aggregator: a stand-in for the chain, the wallet and an aggregator's HTTP API
 * (the process boundaries), so core, ui and storybook can walk every state of a swap. The aggregator prices at a
 * fixed rate per pair; the chain keeps allowances and applies a swap to the mock wallet's balances.
 */
import type { ChainSwaps, SwapReceipt } from '../adapters/swaps'
import { UserRejectedRequestError } from '../errors/adapter'
import { SwapNoRouteError, SwapSlippageError, SwapSourceError } from '../errors/swap'
import type { SwapQuote, SwapQuoteRequest, SwapSource, SwapToken } from '../swap/types'
import type { CaipNetworkId } from '../types/chain'

export interface MockSwapChain {
  /** `owner|asset|spender` → allowance, in the smallest unit. */
  allowances: Record<string, bigint>
  /** The wallet takes approve + swap as one batch (EIP-5792). */
  batch: boolean
  /** The next call of that kind is declined in the wallet. */
  reject: { approve?: boolean; swap?: boolean }
  /** The next swap reverts: the price moved past the slippage, or for another reason. */
  revert?: 'slippage' | 'other'
  /** The chain never confirms what is sent next (a dropped transaction); the wait ends only by its signal. */
  hang?: boolean
  /** Every call sent, in order, as `approve:<asset>:<amount>` or `swap:<quote id>`; a batch as one entry joined by '+'. */
  sent: string[]
}

export interface MockSwapCall {
  kind: 'approve' | 'swap'
  asset?: string
  spender?: string
  amount?: bigint
  quoteId?: string
}

export function createMockSwaps(chain: MockSwapChain): ChainSwaps {
  const receipts = new Map<string, SwapReceipt>()
  const key = (owner: string, asset: string, spender: string) => `${owner}|${asset}|${spender}`
  return {
    nativeAsset: async (caipNetworkId: CaipNetworkId) => `${caipNetworkId}/slip44:60` as const,
    async allowance({ address, asset, spender }) {
      return asset.includes('/slip44:') ? 2n ** 255n : (chain.allowances[key(address, asset, spender)] ?? 0n)
    },
    approvalCall: async ({ asset, spender, amount }): Promise<MockSwapCall> => ({ kind: 'approve', asset, spender, amount }),
    async canBatch() {
      return chain.batch
    },
    async send({ address, calls }) {
      const list = calls as MockSwapCall[]
      const swapping = list.some((c) => c.kind === 'swap')
      if (swapping ? once(chain, 'swap') : once(chain, 'approve')) throw new UserRejectedRequestError()
      if (swapping && chain.revert === 'slippage') {
        chain.revert = undefined
        throw new SwapSlippageError({ reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT' })
      }
      for (const c of list) if (c.kind === 'approve' && c.asset && c.spender && c.amount !== undefined) chain.allowances[key(address, c.asset, c.spender)] = c.amount
      chain.sent.push(list.map((c) => (c.kind === 'approve' ? `approve:${c.asset}:${c.amount}` : `swap:${c.quoteId}`)).join('+'))
      const id = `0x${chain.sent.length.toString(16).padStart(64, '0')}`
      const reverted = swapping && chain.revert === 'other'
      if (reverted) chain.revert = undefined
      receipts.set(id, reverted ? { status: 'reverted', reason: 'TransferHelper: TRANSFER_FROM_FAILED' } : { status: 'success' })
      return id
    },
    async waitFor({ id, signal }) {
      if (chain.hang) return new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }))
      const receipt = receipts.get(id)
      if (!receipt) throw new Error(`unknown transaction ${id}`)
      return receipt
    },
  }
}

function once(chain: MockSwapChain, kind: 'approve' | 'swap'): boolean {
  const value = chain.reject[kind]
  chain.reject[kind] = false
  return Boolean(value)
}

export interface MockSwapSourceState {
  /** Units of `to` per unit of `from` (whole units), per `fromSymbol→toSymbol`. */
  rates: Record<string, number>
  tokens: SwapToken[]
  /** How long a quote is good for. */
  ttlMs: number
  /** The spender a token in must allow. */
  spender: string
  /** The network fee every quote estimates, in the native smallest unit. */
  networkFee: bigint
  /** The next quote fails: no route, or the aggregator is down. */
  fail?: 'noRoute' | 'down'
  /** Quotes asked, in order. */
  requests: SwapQuoteRequest[]
}

const scale = (value: bigint, from: number, to: number) => (to >= from ? value * 10n ** BigInt(to - from) : value / 10n ** BigInt(from - to))

export function createMockSwapSource(state: MockSwapSourceState, now: () => number = Date.now): SwapSource {
  let n = 0
  return {
    id: 'mock',
    name: 'Mock DEX',
    async tokens() {
      return state.tokens
    },
    async quote(request) {
      state.requests.push(request)
      const fail = state.fail
      state.fail = undefined
      if (fail === 'down') throw new SwapSourceError({ source: 'Mock DEX', detail: 'HTTP 503', status: 503 })
      const rate = state.rates[`${request.fromToken.symbol}→${request.toToken.symbol}`]
      if (fail === 'noRoute' || rate === undefined) throw new SwapNoRouteError({ source: 'Mock DEX' })
      // Rates in parts per million keep the arithmetic in bigints.
      const ppm = BigInt(Math.round(rate * 1e6))
      const { fromToken, toToken } = request
      const amountIn = request.side === 'in' ? request.amount : (scale(request.amount, toToken.decimals, fromToken.decimals) * 1_000_000n) / ppm
      const amountOut = request.side === 'in' ? (scale(request.amount, fromToken.decimals, toToken.decimals) * ppm) / 1_000_000n : request.amount
      const minAmountOut = (amountOut * BigInt(Math.round((1 - request.slippage) * 1e6))) / 1_000_000n
      n += 1
      const quote: SwapQuote = {
        id: `q${n}`,
        source: 'mock',
        caipNetworkId: request.caipNetworkId,
        fromToken,
        toToken,
        amountIn,
        amountOut,
        minAmountOut,
        slippage: request.slippage,
        priceImpact: 0.001,
        networkFee: state.networkFee,
        fees: [],
        route: ['Mock DEX'],
        expiresAt: now() + state.ttlMs,
        transaction: { kind: 'swap', quoteId: `q${n}` } satisfies MockSwapCall,
      }
      if (!fromToken.asset.includes('/slip44:')) quote.approval = { spender: state.spender, amount: amountIn }
      return quote
    },
    async buildTransaction(quote) {
      return { kind: 'swap', quoteId: quote.id } satisfies MockSwapCall
    },
  }
}
