/**
 * Sending the native currency or a token (spec §4 "Send tokens", §5): amount and receiver required, the
 * receiver checked by the adapter, the transfer prepared by the adapter's `transfers` (core never builds a
 * transaction), the balances checked against amount + fee + what must stay, a max that leaves the fee, a
 * preview, then the wallet. After success the form resets and the balance updates; an error or a cancel goes
 * back to the form.
 */
import { operationTypeOf } from '../sources/operationType'
import { trackPendingTransaction } from '../sources/pending'
import { toErrorInfo } from '../errors/base'
import { goBack, push, replace, reset } from '../router/router'
import { outcomeOfFailure, popTransactionStack, pushTransactionStack, type TransactionAction } from '../router/transactionStack'
import { showSnackbar } from '../snackbar/snackbar'
import { sendAtom, tokensAtom } from '../state/atoms'
import type { SendFieldError, SendState } from '../types/state'
import type { LatchContext } from '../state/context'
import type { FeeSpeed, PreparedTransfer } from '../adapters/transfers'
import { CapabilityNotSupportedError } from '../errors/adapterKit'
import { activeAccount } from './activeAccount'
import { submitTracked } from './requests'
import { fetchTokens } from './tokens'

const account = (ctx: LatchContext) => activeAccount(ctx)

const patch = (ctx: LatchContext, next: Partial<SendState>) => ctx.store.set(sendAtom, (s) => ({ ...s, ...next }))

export function setSendForm(ctx: LatchContext, form: { to?: string; amount?: string; token?: SendState['token'] | null; feeSpeed?: FeeSpeed; memo?: string }): void {
  const { token, ...rest } = form
  patch(ctx, { ...rest, ...(token !== undefined ? { token: token ?? undefined } : {}), errors: {}, status: 'idle', error: undefined, resolvedTo: undefined, closesAccount: undefined })
}

type Target = ReturnType<typeof account>

/** The adapter's transfer of `value` to `to` at the chosen speed: built and priced, not signed. */
function prepare(a: Target, to: string, value: bigint, token: SendState['token'], choices: Pick<SendState, 'feeSpeed' | 'memo'>): Promise<PreparedTransfer> {
  const transfers = a.adapter.transfers
  if (!transfers) return Promise.reject(new CapabilityNotSupportedError({ namespace: a.ns, capability: 'Sending' }))
  const { symbol, decimals } = token ?? a.network.nativeCurrency
  const { feeSpeed, memo } = choices
  // Only what the chain takes is passed on: a speed it offers, a memo where it records one.
  const speed = feeSpeed && transfers.feeSpeeds?.options.includes(feeSpeed) ? { feeSpeed } : {}
  const note = memo && transfers.memo ? { memo } : {}
  return transfers.prepare({ from: a.address, to, amount: value, symbol, decimals, caipNetworkId: a.network.caipNetworkId, ...(token ? { asset: token.asset } : {}), ...speed, ...note })
}

/** The memo's problem, where the chain takes one and it is over the limit. */
function memoProblem(a: Target, memo: string | undefined): SendFieldError | undefined {
  const limit = a.adapter.transfers?.memo?.maxBytes
  return limit !== undefined && memo && new TextEncoder().encode(memo).length > limit ? { code: 'MEMO_TOO_LONG', maxBytes: limit } : undefined
}

/** The preview's fee rate and coins, in whole units of the native currency. */
function legsOf(a: Target, prepared: PreparedTransfer): Pick<SendState, 'feeRate' | 'legs'> {
  const { decimals } = a.network.nativeCurrency
  const leg = (l: { id: string; amount: bigint; change?: boolean }) => ({ id: l.id, amount: a.adapter.formatUnits(l.amount, decimals), change: Boolean(l.change) })
  return {
    feeRate: prepared.feeRate,
    legs: prepared.legs ? { inputs: prepared.legs.inputs.map(leg), outputs: prepared.legs.outputs.map(leg) } : undefined,
  }
}

/** What is wrong with sending `value` at `fee`, given the balances and what the chain says must stay; undefined when nothing. */
function balanceProblem(a: Target, value: bigint, token: SendState['token'], prepared: PreparedTransfer): SendFieldError | undefined {
  const native = a.network.nativeCurrency
  const nativeBalance = a.balance === undefined ? undefined : a.adapter.parseUnits(a.balance, native.decimals)
  const balance = token ? a.adapter.parseUnits(token.quantity, token.decimals) : nativeBalance
  if (balance !== undefined && value > balance) return { code: 'INSUFFICIENT_BALANCE' }
  const { symbol, decimals } = token ?? native
  // A receiver the chain does not know yet must get at least what opens an account there.
  if (prepared.minAmount !== undefined && value < prepared.minAmount) return { code: 'BELOW_MIN_AMOUNT', minAmount: a.adapter.formatUnits(prepared.minAmount, decimals), symbol }
  if (nativeBalance === undefined) return undefined
  const left = nativeBalance - prepared.fee - (token ? 0n : value)
  if (left < 0n) return { code: 'INSUFFICIENT_FEE_BALANCE' }
  // Emptying the account is allowed; leaving less than the chain keeps alive is not (rent, existential deposit).
  const keep = prepared.minRemaining
  if (keep !== undefined && left > 0n && left < keep) return { code: 'BELOW_MIN_REMAINING', minRemaining: a.adapter.formatUnits(keep, native.decimals), symbol: native.symbol }
  return undefined
}

/** The preview's warning when the transfer empties the account and the chain removes it. */
function closesAccountOf(a: Target, prepared: PreparedTransfer): SendState['closesAccount'] {
  if (!prepared.closesAccount) return undefined
  const { symbol, decimals } = a.network.nativeCurrency
  return { symbol, ...(prepared.minRemaining !== undefined ? { minRemaining: a.adapter.formatUnits(prepared.minRemaining, decimals) } : {}) }
}

/** Checks the form; on success records value and fee for the preview. */
export async function checkSend(ctx: LatchContext): Promise<boolean> {
  const { to, amount, token, feeSpeed, memo } = ctx.store.get(sendAtom)
  const a = account(ctx)
  const decimals = token?.decimals ?? a.network.nativeCurrency.decimals
  const errors: SendState['errors'] = {}
  let value: bigint | undefined
  if (amount.trim() === '') errors.amount = { code: 'AMOUNT_REQUIRED' }
  else {
    try {
      value = a.adapter.parseUnits(amount.trim(), decimals)
      if (value <= 0n) errors.amount = { code: 'AMOUNT_NOT_POSITIVE' }
    } catch {
      errors.amount = { code: 'AMOUNT_INVALID' }
    }
  }
  const receiver = to.trim()
  const resolveName = a.adapter.reads?.resolveName?.bind(a.adapter.reads)
  // A name (it has a dot, an address never does) is resolved below; anything else must be an address.
  const isName = receiver.includes('.') && Boolean(resolveName)
  if (receiver === '') errors.to = { code: 'RECEIVER_REQUIRED' }
  else if (!isName && !a.adapter.isAddress(receiver, a.network.caipNetworkId)) errors.to = { code: 'ADDRESS_INVALID' }
  const memoError = memoProblem(a, memo)
  if (memoError) errors.memo = memoError
  if (errors.amount || errors.to || errors.memo || value === undefined) {
    patch(ctx, { errors, status: 'idle', resolvedTo: undefined })
    return false
  }
  patch(ctx, { status: 'checking', errors: {}, resolvedTo: undefined })
  let resolvedTo: string | undefined
  if (isName && resolveName) {
    try {
      resolvedTo = await resolveName({ name: receiver, caipNetworkId: a.network.caipNetworkId })
    } catch (error) {
      patch(ctx, { status: 'idle', errors: { to: { code: 'NAME_LOOKUP_FAILED', cause: toErrorInfo(error) } } })
      return false
    }
    if (!resolvedTo) {
      patch(ctx, { status: 'idle', errors: { to: { code: 'NAME_NOT_FOUND' } } })
      return false
    }
  }
  let prepared: PreparedTransfer
  try {
    prepared = await prepare(a, resolvedTo ?? receiver, value, token, { feeSpeed, memo })
  } catch (error) {
    // A chain's rule the form broke (dust, funds) is said on its field in the adapter's words; anything else is an
    // estimate that failed.
    const field = (error as { sendField?: unknown } | null)?.sendField
    const cause = toErrorInfo(error)
    const errors = field === 'to' || field === 'amount' || field === 'memo' ? { [field]: { code: 'TRANSFER_REFUSED', cause } as const } : { amount: { code: 'FEE_ESTIMATE_FAILED', cause } as const }
    patch(ctx, { status: 'idle', errors })
    return false
  }
  const problem = balanceProblem(a, value, token, prepared)
  if (problem) errors.amount = problem
  const fee = prepared.fee
  patch(ctx, {
    status: 'idle',
    errors,
    value: value.toString(),
    fee: fee.toString(),
    feeText: a.adapter.formatUnits(fee, a.network.nativeCurrency.decimals),
    closesAccount: closesAccountOf(a, prepared),
    ...legsOf(a, prepared),
    ...(resolvedTo ? { resolvedTo } : {}),
  })
  return !errors.amount
}

/** The most that can be sent: the balance less the network fee of sending it. */
export async function maxSendable(ctx: LatchContext): Promise<string> {
  const a = account(ctx)
  const { token, feeSpeed } = ctx.store.get(sendAtom)
  // A token's fee is paid in the native currency: all of the token can go.
  if (token) {
    setSendForm(ctx, { amount: token.quantity })
    return token.quantity
  }
  const decimals = a.network.nativeCurrency.decimals
  const balance = a.balance === undefined ? 0n : a.adapter.parseUnits(a.balance, decimals)
  const to = ctx.store.get(sendAtom).to.trim()
  const priced = balance > 0n ? await prepare(a, a.adapter.isAddress(to, a.network.caipNetworkId) ? to : a.address, balance, undefined, { feeSpeed }).catch(() => undefined) : undefined
  const fee = priced?.fee ?? 0n
  const max = balance > fee ? balance - fee : 0n
  const text = a.adapter.formatUnits(max, decimals)
  setSendForm(ctx, { amount: text })
  return text
}

/** Form → preview, when the form checks out. */
export async function previewSend(ctx: LatchContext): Promise<boolean> {
  const ok = await checkSend(ctx)
  if (ok) push(ctx, 'WalletSendPreview')
  return ok
}

/**
 * Preview → the wallet. The transfer is prepared again here, not kept from the check: what it was built on (a
 * recent blockhash, a nonce) may have expired while the user read the preview. Amount and receiver are the
 * checked ones. Success resets the form (back on it, balance refreshed); failure goes back to it.
 */
export async function confirmSend(ctx: LatchContext): Promise<string> {
  const { to: given, resolvedTo, value, token, feeSpeed, memo } = ctx.store.get(sendAtom)
  if (value === undefined) throw new Error('Nothing to send: check the form first')
  // What the check resolved a name to is what is sent to: the name is not looked up a second time.
  const to = (resolvedTo ?? given).trim()
  patch(ctx, { status: 'sending', error: undefined })
  // On the transaction stack (spec §4): a token send ends on Account, where its new balance shows, a native one on a
  // fresh form; an error or a decline goes back to the form, as it was.
  const action: TransactionAction = {
    onSuccess: () => {
      if (!token) return replace(ctx, 'WalletSend')
      reset(ctx, 'Account')
      ctx.store.set(tokensAtom, (s) => ({ ...s, failedAt: undefined }))
      void fetchTokens(ctx)
    },
  }
  pushTransactionStack(ctx, action)
  try {
    const a = account(ctx)
    const prepared = await prepare(a, to, BigInt(value), token, { feeSpeed, memo })
    const hash = await submitTracked(ctx, a.ns, () => prepared.submit())
    // The speed is a preference, kept for the next send.
    ctx.store.set(sendAtom, { to: '', amount: '', status: 'idle', errors: {}, hash, ...(feeSpeed ? { feeSpeed } : {}) })
    trackSent(ctx, a, hash, prepared)
    popTransactionStack(ctx, 'success', action)
    showSnackbar(ctx, 'success', 'snackbar.transactionSent')
    return hash
  } catch (error) {
    patch(ctx, { status: 'error', error: toErrorInfo(error) })
    popTransactionStack(ctx, outcomeOfFailure(error), action)
    throw error
  }
}

/** The Activity tab lists what was just sent at once, as pending, as the adapter says its chain will report it. */
function trackSent(ctx: LatchContext, a: Target, hash: string, prepared: PreparedTransfer): void {
  const { activity } = prepared
  trackPendingTransaction(ctx, {
    key: `${a.network.caipNetworkId}:${a.address}`,
    hash,
    status: 'pending',
    timestamp: ctx.now(),
    from: activity.from,
    to: activity.to,
    transfers: activity.transfers.map((t) => ({ ...t, quantity: a.adapter.formatUnits(BigInt(t.amount), t.decimals) })),
    chain: a.network.caipNetworkId,
    operationType: operationTypeOf(activity.transfers),
  })
}

/** Cancel on the preview: back to the form, kept as it was. */
export function cancelSend(ctx: LatchContext): void {
  patch(ctx, { status: 'idle' })
  goBack(ctx)
}
