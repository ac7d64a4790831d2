/**
 * The Swap form (issue #17): two tokens, an amount on either side, the slippage; a quote asked a moment after the
 * last change and again on a timer while the view is open, each newer request cancelling the one before. Core never
 * prices a trade: the `SwapSource` does, and the adapter's `swaps` answers what only the chain knows (allowance,
 * batching). Sending is in swapExecute.ts.
 */
import { CapabilityNotSupportedError } from '../errors/adapterKit'
import { toErrorInfo } from '../errors/base'
import { assertMoneyOptions } from '../options/moneyOptions'
import { push } from '../router/router'
import { cancel, later, type LatchContext } from '../state/context'
import { tokensAtom } from '../state/atoms'
import { getSwap, patchSwap, setSwap } from '../swap/state'
import { DEFAULT_SWAP_SLIPPAGE, SWAP_MAX_FEE_HEADROOM, SWAP_QUOTE_DEBOUNCE_MS, SWAP_QUOTE_REFRESH_MS } from '../swap/constants'
import { nextRequest, swapRuntime, swapSource } from '../swap/runtime'
import { swapTokenOptions } from '../swap/tokenOptions'
import type { SwapQuote } from '../swap/types'
import type { SwapError, SwapState, SwapTokenOption } from '../types/swapState'
import { activeAccount } from './activeAccount'
import { fetchTokens } from './tokens'

export function swapAccount(ctx: LatchContext) {
  const a = activeAccount(ctx)
  const swaps = a.adapter.swaps
  if (!swaps) throw new CapabilityNotSupportedError({ namespace: a.ns, capability: 'Swaps' })
  return { ...a, swaps }
}
export type SwapAccount = ReturnType<typeof swapAccount>

const patch = patchSwap

/** Opens the Swap view: the native currency in, nothing out yet, the account's tokens and the source's listed. */
export async function openSwap(ctx: LatchContext, preset?: { fromToken?: SwapTokenOption; toToken?: SwapTokenOption }): Promise<void> {
  assertMoneyOptions(ctx.options)
  const a = swapAccount(ctx)
  const slippage = getSwap(ctx).slippage || ctx.options.swaps?.slippage || DEFAULT_SWAP_SLIPPAGE
  const native: SwapTokenOption = { asset: await a.swaps.nativeAsset(a.network.caipNetworkId), ...a.network.nativeCurrency, ...(a.balance !== undefined ? { balance: a.balance } : {}) }
  swapRuntime(ctx).quote = undefined
  setSwap(ctx, { amount: '', side: 'in', slippage, tokens: { status: 'loading', items: [native] }, quoteStatus: 'idle', status: 'idle', fromToken: preset?.fromToken ?? native, ...(preset?.toToken ? { toToken: preset.toToken } : {}) })
  push(ctx, 'Swap')
  await loadSwapTokens(ctx)
}

/** The pickers' list: what the account holds (with balances) first, then the source's tokens for the network. */
export async function loadSwapTokens(ctx: LatchContext): Promise<void> {
  const a = swapAccount(ctx)
  patch(ctx, { tokens: { ...getSwap(ctx).tokens, status: 'loading' } })
  const [held, listed] = await Promise.allSettled([
    fetchTokens(ctx).then(() => ctx.store.get(tokensAtom).items),
    swapSource(ctx).then((s) => s.tokens({ caipNetworkId: a.network.caipNetworkId })),
  ])
  const items = swapTokenOptions(a, await a.swaps.nativeAsset(a.network.caipNetworkId), held.status === 'fulfilled' ? held.value : [], listed.status === 'fulfilled' ? listed.value : [])
  const error = listed.status === 'rejected' ? toErrorInfo(listed.reason) : undefined
  // The chosen tokens take the balances just read.
  const fresh = (t: SwapTokenOption | undefined) => (t ? (items.find((i) => i.asset === t.asset) ?? t) : undefined)
  const s = getSwap(ctx)
  patch(ctx, { tokens: { status: error && items.length <= 1 ? 'error' : 'ready', items, ...(error ? { error } : {}) }, fromToken: fresh(s.fromToken), toToken: fresh(s.toToken) })
}

/** Changes the form; the quote is asked again a moment after the last change. */
export function setSwapForm(ctx: LatchContext, form: { fromToken?: SwapTokenOption; toToken?: SwapTokenOption; amount?: string; side?: SwapState['side']; slippage?: number }): void {
  const s = getSwap(ctx)
  // Picking on one side the token of the other swaps them round.
  const next = { ...s, ...form }
  if (form.fromToken && !form.toToken && form.fromToken.asset === s.toToken?.asset) next.toToken = s.fromToken
  if (form.toToken && !form.fromToken && form.toToken.asset === s.fromToken?.asset) next.fromToken = s.toToken
  swapRuntime(ctx).quote = undefined
  setSwap(ctx, { ...next, quote: undefined, quoteStatus: 'idle', status: 'idle', error: undefined })
  later(ctx, 'swap.quote', SWAP_QUOTE_DEBOUNCE_MS, () => void quoteSwap(ctx).catch(() => undefined))
}

/** Turns the trade around: what came out goes in, for the amount the quote paid out. */
export function flipSwap(ctx: LatchContext): void {
  const s = getSwap(ctx)
  const amount = s.quote ? (s.side === 'in' ? s.quote.amountOut : s.quote.amountIn) : s.amount
  setSwapForm(ctx, { ...(s.toToken ? { fromToken: s.toToken } : {}), ...(s.fromToken ? { toToken: s.fromToken } : {}), amount, side: 'in' })
}

/** All of the token in; of the native currency, all but the quoted network fee with room for gas prices to move. */
export async function maxSwap(ctx: LatchContext): Promise<void> {
  const a = swapAccount(ctx)
  const { fromToken } = getSwap(ctx)
  if (!fromToken?.balance) return
  const isNative = fromToken.asset === (await a.swaps.nativeAsset(a.network.caipNetworkId))
  if (!isNative) return setSwapForm(ctx, { amount: fromToken.balance, side: 'in' })
  const balance = a.adapter.parseUnits(fromToken.balance, fromToken.decimals)
  setSwapForm(ctx, { amount: fromToken.balance, side: 'in' })
  const quote = await quoteSwap(ctx).catch(() => undefined)
  const keep = (quote?.networkFee ?? 0n) * SWAP_MAX_FEE_HEADROOM
  setSwapForm(ctx, { amount: a.adapter.formatUnits(balance > keep ? balance - keep : 0n, fromToken.decimals), side: 'in' })
}

/** The amount typed, in the smallest unit of its side's token, or what is wrong with it. */
function typedAmount(a: SwapAccount, s: SwapState): bigint | SwapError | undefined {
  const token = s.side === 'in' ? s.fromToken : s.toToken
  if (!token || !s.fromToken || !s.toToken || s.amount.trim() === '') return undefined
  if (s.fromToken.asset === s.toToken.asset) return { code: 'SAME_TOKEN' }
  try {
    const value = a.adapter.parseUnits(s.amount.trim(), token.decimals)
    return value > 0n ? value : { code: 'AMOUNT_NOT_POSITIVE' }
  } catch {
    return { code: 'AMOUNT_INVALID' }
  }
}

/**
 * Asks the source for a quote of the form as it is now and shows it, with what stops the swap (balance, fee).
 * Resolves with the quote, or undefined when the form is not complete or a newer request replaced this one.
 */
export async function quoteSwap(ctx: LatchContext): Promise<SwapQuote | undefined> {
  cancel(ctx, 'swap.quote')
  let a: SwapAccount
  try {
    a = swapAccount(ctx)
  } catch (error) {
    // The user moved to a namespace whose adapter cannot swap.
    if (!(error instanceof CapabilityNotSupportedError)) throw error
    patch(ctx, { quoteStatus: 'idle', quote: undefined, error: { code: 'UNAVAILABLE', cause: error.toInfo() } })
    return undefined
  }
  const s = getSwap(ctx)
  const amount = typedAmount(a, s)
  if (amount === undefined || typeof amount !== 'bigint') {
    patch(ctx, { quoteStatus: 'idle', quote: undefined, ...(amount ? { error: amount } : {}) })
    return undefined
  }
  const { fromToken, toToken } = s as Required<Pick<SwapState, 'fromToken' | 'toToken'>>
  const signal = nextRequest(ctx)
  patch(ctx, { quoteStatus: 'loading', error: undefined })
  try {
    const source = await swapSource(ctx)
    if (source.supports && !source.supports(a.network.caipNetworkId)) {
      patch(ctx, { quoteStatus: 'idle', quote: undefined, error: { code: 'UNAVAILABLE' } })
      return undefined
    }
    const request = { caipNetworkId: a.network.caipNetworkId, address: a.address, fromToken, toToken, amount, side: s.side, slippage: s.slippage }
    const quote = await source.quote(request, { signal })
    const view = await quoteView(a, quote, source.name)
    if (signal.aborted) return undefined
    swapRuntime(ctx).quote = quote
    const problem = fundsProblem(a, quote, fromToken.balance, await a.swaps.nativeAsset(a.network.caipNetworkId))
    patch(ctx, { quoteStatus: 'ready', quote: view, ...(problem ? { error: problem } : {}) })
    return quote
  } catch (error) {
    if (signal.aborted) return undefined
    const code = (error as { code?: unknown }).code === 'SWAP_NO_ROUTE' ? 'NO_ROUTE' : 'QUOTE_FAILED'
    patch(ctx, { quoteStatus: 'error', quote: undefined, error: { code, cause: toErrorInfo(error) } })
    throw error
  }
}

/** The quote in whole units, with whether the token in must be allowed first and whether that goes in one batch. */
export async function quoteView(a: SwapAccount, quote: SwapQuote, sourceName: string): Promise<SwapState['quote']> {
  const fmt = (v: bigint, decimals: number) => a.adapter.formatUnits(v, decimals)
  const { fromToken, toToken } = quote
  const native = a.network.nativeCurrency
  let approval: { amount: string; batched: boolean } | undefined
  if (quote.approval) {
    const params = { address: a.address, caipNetworkId: a.network.caipNetworkId }
    const allowed = await a.swaps.allowance({ ...params, asset: fromToken.asset, spender: quote.approval.spender })
    if (allowed < quote.approval.amount) approval = { amount: fmt(quote.approval.amount, fromToken.decimals), batched: await a.swaps.canBatch(params).catch(() => false) }
  }
  return {
    id: quote.id,
    source: sourceName,
    amountIn: fmt(quote.amountIn, fromToken.decimals),
    amountOut: fmt(quote.amountOut, toToken.decimals),
    minAmountOut: fmt(quote.minAmountOut, toToken.decimals),
    ...(quote.priceImpact !== undefined ? { priceImpact: quote.priceImpact } : {}),
    ...(quote.networkFee !== undefined ? { networkFee: fmt(quote.networkFee, native.decimals) } : {}),
    networkFeeSymbol: native.symbol,
    fees: quote.fees.map((f) => ({ label: f.label, amount: fmt(f.amount, f.decimals), symbol: f.symbol })),
    route: quote.route,
    expiresAt: quote.expiresAt,
    ...(approval ? { approval } : {}),
  }
}

/** Short of the token in, or of the native currency for the fee (and the amount, when that is native too). */
export function fundsProblem(a: SwapAccount, quote: SwapQuote, fromBalance: string | undefined, nativeAsset: string): SwapError | undefined {
  const { fromToken } = quote
  const held = (balance: string | undefined, decimals: number) => (balance === undefined ? undefined : a.adapter.parseUnits(balance, decimals))
  const tokenBalance = held(fromBalance, fromToken.decimals)
  if (tokenBalance !== undefined && quote.amountIn > tokenBalance) return { code: 'INSUFFICIENT_BALANCE', symbol: fromToken.symbol }
  const nativeBalance = held(a.balance, a.network.nativeCurrency.decimals)
  const spent = (quote.networkFee ?? 0n) + (fromToken.asset === nativeAsset ? quote.amountIn : 0n)
  if (nativeBalance !== undefined && spent > nativeBalance) return { code: 'INSUFFICIENT_FEE_BALANCE', symbol: a.network.nativeCurrency.symbol }
  return undefined
}

/** While the Swap view shows, the quote is asked again every 20 s; the returned function stops it. */
export function watchSwapQuote(ctx: LatchContext): () => void {
  let stopped = false
  const tick = () =>
    later(ctx, 'swap.refresh', SWAP_QUOTE_REFRESH_MS, () => {
      if (stopped) return
      const s = getSwap(ctx)
      // Never under a swap in progress, nor over an error the user must read.
      const busy = s.status === 'approving' || s.status === 'swapping' || s.quoteStatus === 'loading'
      if (!busy && s.quoteStatus === 'ready') void quoteSwap(ctx).catch(() => undefined)
      tick()
    })
  tick()
  return () => {
    stopped = true
    cancel(ctx, 'swap.refresh')
  }
}
