/**
 * Sending a swap (issue #17): a quote at or near its expiry is asked again first (and a fresh one that pays less
 * than the old one's minimum goes back to the user); then the allowance — one batch of approve + swap where the
 * wallet takes it, else approve, wait, swap — then the receipt, then balances, tokens and activity refresh.
 * Every failure stays on the form, as it was, with its own code.
 */
import { toErrorInfo } from '../errors/base'
import { SwapPendingError, SwapRevertedError, SwapSlippageError } from '../errors/swap'
import { reset } from '../router/router'
import { showSnackbar } from '../snackbar/snackbar'
import { trackPendingTransaction } from '../sources/pending'
import type { SwapCallParameters, SwapReceipt } from '../adapters/swaps'
import type { LatchContext } from '../state/context'
import { tokensAtom } from '../state/atoms'
import { getSwap, patchSwap, setSwap } from '../swap/state'
import { SWAP_QUOTE_EXPIRY_MARGIN_MS, SWAP_RECEIPT_TIMEOUT_MS } from '../swap/constants'
import { swapRuntime, swapSource } from '../swap/runtime'
import type { SwapQuote } from '../swap/types'
import type { SwapErrorCode } from '../types/swapState'
import { fetchActivity } from './activity'
import { submitTracked } from './requests'
import { quoteSwap, type SwapAccount, swapAccount } from './swap'
import { fetchTokens } from './tokens'

const patch = patchSwap

/**
 * The quote to send: the shown one, or a fresh one when it is about to expire (or the price already moved past it:
 * `stale`); undefined when the user must look again.
 */
async function currentQuote(ctx: LatchContext, stale: boolean): Promise<SwapQuote | undefined> {
  const shown = swapRuntime(ctx).quote
  if (!shown) throw new Error('Nothing to swap: ask for a quote first')
  if (!stale && ctx.now() < shown.expiresAt - SWAP_QUOTE_EXPIRY_MARGIN_MS) return shown
  const fresh = await quoteSwap(ctx)
  if (!fresh || getSwap(ctx).error) return undefined
  // The user agreed to at least the old minimum; less than that is a new price to agree to.
  if (fresh.amountOut < shown.minAmountOut) {
    patch(ctx, { error: { code: 'QUOTE_EXPIRED' } })
    return undefined
  }
  return fresh
}

/** What the form says is wrong as it stands: no swap until the user changes it (the others are of the last attempt). */
// SWAP_PENDING too: a swap that may still land is not sent again until the user changes the form.
const FORM_PROBLEMS: ReadonlySet<SwapErrorCode> = new Set(['AMOUNT_INVALID', 'AMOUNT_NOT_POSITIVE', 'SAME_TOKEN', 'INSUFFICIENT_BALANCE', 'INSUFFICIENT_FEE_BALANCE', 'NO_ROUTE', 'QUOTE_FAILED', 'UNAVAILABLE', 'SWAP_PENDING'])

/**
 * Approves and swaps; resolves with the swap's transaction (or batch) id, or undefined when it did not go ahead.
 * After a failed attempt it may be called again: a slippage failure asks for a fresh quote first.
 */
export async function confirmSwap(ctx: LatchContext): Promise<string | undefined> {
  const s = getSwap(ctx)
  if ((s.error && FORM_PROBLEMS.has(s.error.code)) || s.quoteStatus !== 'ready' || s.status === 'approving' || s.status === 'swapping') return undefined
  const a = swapAccount(ctx)
  let step: 'approve' | 'swap' = 'approve'
  try {
    patchSwap(ctx, { error: undefined, status: 'idle' })
    const quote = await currentQuote(ctx, s.error?.code === 'SLIPPAGE')
    if (!quote) return undefined
    const params = { address: a.address, caipNetworkId: a.network.caipNetworkId }
    const approval = quote.approval
    const approvalCall = approval && (await a.swaps.allowance({ ...params, asset: quote.fromToken.asset, spender: approval.spender })) < approval.amount
      ? await a.swaps.approvalCall({ ...params, asset: quote.fromToken.asset, spender: approval.spender, amount: approval.amount })
      : undefined
    const batched = approvalCall !== undefined && (await a.swaps.canBatch(params).catch(() => false))
    if (approvalCall !== undefined && !batched) {
      patch(ctx, { status: 'approving', error: undefined })
      const id = await a.swaps.send({ ...params, calls: [approvalCall] })
      const receipt = await receiptOf(a, { ...params, id })
      if (receipt.status === 'reverted') throw new SwapRevertedError(receipt.reason ? { reason: receipt.reason } : {})
    }
    step = 'swap'
    patch(ctx, { status: 'swapping', error: undefined })
    const source = await swapSource(ctx)
    const transaction = quote.transaction ?? (await source.buildTransaction(quote))
    const calls = batched ? [approvalCall, transaction] : [transaction]
    const id = await submitTracked(ctx, a.ns, () => a.swaps.send({ ...params, calls }))
    trackSwap(ctx, a, id, quote, transaction, await a.swaps.nativeAsset(a.network.caipNetworkId))
    const receipt = await receiptOf(a, { ...params, id })
    if (receipt.status === 'reverted') {
      const reason = receipt.reason ? { reason: receipt.reason } : {}
      throw receipt.slippage ? new SwapSlippageError(reason) : new SwapRevertedError(reason)
    }
    if (source.status) await settled(source.status.bind(source), quote, id)
    swapRuntime(ctx).quote = undefined
    setSwap(ctx, (st) => ({ ...st, amount: '', quote: undefined, quoteStatus: 'idle', status: 'success', hash: id }))
    refreshAfterSwap(ctx)
    showSnackbar(ctx, 'success', 'snackbar.swapDone')
    reset(ctx, 'Account')
    return id
  } catch (error) {
    patch(ctx, { status: 'error', error: { code: failureCode(error, step), cause: toErrorInfo(error) } })
    throw error
  }
}

/** A cross-chain source settles after the transaction: its status is asked until done (a failed one is an error). */
async function settled(status: (p: { quote: SwapQuote; hash: string }) => Promise<string>, quote: SwapQuote, hash: string): Promise<void> {
  if (quote.fromToken.asset.split('/')[0] === quote.toToken.asset.split('/')[0]) return
  for (let i = 0; i < 60; i++) {
    const state = await status({ quote, hash })
    if (state === 'done') return
    if (state === 'failed') throw new SwapRevertedError({ reason: 'the source reports the trade failed' })
    await new Promise((r) => setTimeout(r, 5_000))
  }
}

/** The receipt of `id`, or `SwapPendingError` once it took longer than anyone should wait at the modal. */
async function receiptOf(a: SwapAccount, params: SwapCallParameters & { id: string }): Promise<SwapReceipt> {
  const controller = new AbortController()
  const pending = new SwapPendingError({ minutes: SWAP_RECEIPT_TIMEOUT_MS / 60_000 })
  const timer = setTimeout(() => controller.abort(pending), SWAP_RECEIPT_TIMEOUT_MS)
  // Raced as well as passed on: an adapter that ignores the signal still lets the view go.
  const timedOut = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(pending), { once: true }))
  try {
    return await Promise.race([a.swaps.waitFor({ ...params, signal: controller.signal }), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

function failureCode(error: unknown, step: 'approve' | 'swap'): SwapErrorCode {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'USER_REJECTED') return step === 'approve' ? 'APPROVAL_REJECTED' : 'SWAP_REJECTED'
  if (code === 'SWAP_SLIPPAGE') return 'SLIPPAGE'
  if (code === 'SWAP_NO_ROUTE') return 'NO_ROUTE'
  if (code === 'SWAP_PENDING') return 'SWAP_PENDING'
  return step === 'approve' ? 'APPROVAL_FAILED' : 'SWAP_FAILED'
}

/** The balances, the token list and the activity read the chain again (spec §4 "After an RPC request"). */
function refreshAfterSwap(ctx: LatchContext): void {
  ctx.store.set(tokensAtom, (t) => ({ ...t, failedAt: undefined }))
  void fetchTokens(ctx)
  if (ctx.options.activity) void fetchActivity(ctx)
}

/** The Activity tab lists the swap at once, as pending: the token out and the token in. */
function trackSwap(ctx: LatchContext, a: SwapAccount, hash: string, quote: SwapQuote, transaction: unknown, native: string): void {
  // The contract called, where the namespace's transaction names one (`to`); else the source.
  const to = (transaction as { to?: unknown } | null)?.to
  const leg = (direction: 'in' | 'out', token: SwapQuote['fromToken'], amount: bigint) => ({
    direction,
    symbol: token.symbol,
    amount: amount.toString(),
    decimals: token.decimals,
    quantity: a.adapter.formatUnits(amount, token.decimals),
    ...(token.asset === native ? {} : { asset: token.asset }),
  })
  const transfers = [leg('out', quote.fromToken, quote.amountIn), leg('in', quote.toToken, quote.amountOut)]
  trackPendingTransaction(ctx, {
    key: `${a.network.caipNetworkId}:${a.address}`,
    hash,
    status: 'pending',
    timestamp: ctx.now(),
    from: a.address,
    to: typeof to === 'string' ? to : quote.source,
    transfers,
    chain: a.network.caipNetworkId,
    operationType: 'trade',
  })
}
