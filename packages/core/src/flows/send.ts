/**
 * Sending the native currency (spec §4 "Send tokens", §5): amount and receiver required, the receiver
 * checked by the adapter, the balance checked against amount + network fee, a max that leaves the fee,
 * a preview, then the wallet. After success the form resets and the balance updates; an error or a
 * cancel goes back to the form.
 */
import { trackPendingTransaction } from '../activity/pending'
import { activeNamespace, getNamespaceState } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { goBack, push, replace, reset } from '../router/router'
import { showSnackbar } from '../snackbar/snackbar'
import { sendAtom, tokensAtom } from '../state/atoms'
import type { SendState } from '../types/state'
import type { LatchContext } from '../state/context'
import { adapterFor } from './adapterFor'
import { sendTransaction } from './requests'
import { fetchTokens } from './tokens'

function account(ctx: LatchContext) {
  const ns = activeNamespace(ctx)
  const state = ns ? getNamespaceState(ctx, ns) : undefined
  const address = state?.account.status === 'connected' ? state.account.address : undefined
  const network = state?.network.caipNetwork
  if (!ns || !address || !network) throw new Error('Connect a wallet first')
  return { ns, address, network, balance: state?.account.balance, adapter: adapterFor(ctx, ns) }
}

const patch = (ctx: LatchContext, next: Partial<SendState>) => ctx.store.set(sendAtom, (s) => ({ ...s, ...next }))

export function setSendForm(ctx: LatchContext, form: { to?: string; amount?: string; token?: SendState['token'] | null }): void {
  const { token, ...rest } = form
  patch(ctx, { ...rest, ...(token !== undefined ? { token: token ?? undefined } : {}), errors: {}, status: 'idle', error: undefined, resolvedTo: undefined })
}

/** What the form sends, as a transaction: to the receiver, or a transfer call to the token contract. */
function transaction(a: ReturnType<typeof account>, to: string, value: bigint, token: SendState['token']): { to: string; value?: bigint; data?: string } {
  if (!token) return { to, value }
  if (!a.adapter.tokenTransferData) throw new Error('This network cannot send tokens')
  return { to: token.address, value: 0n, data: a.adapter.tokenTransferData(to, value) }
}

/** Checks the form; on success records value and fee for the preview. */
export async function checkSend(ctx: LatchContext): Promise<boolean> {
  const { to, amount, token } = ctx.store.get(sendAtom)
  const a = account(ctx)
  const native = a.network.nativeCurrency.decimals
  const decimals = token?.decimals ?? native
  const errors: SendState['errors'] = {}
  let value: bigint | undefined
  if (amount.trim() === '') errors.amount = 'Enter an amount'
  else {
    try {
      value = a.adapter.parseUnits(amount.trim(), decimals)
      if (value <= 0n) errors.amount = 'Enter an amount above 0'
    } catch {
      errors.amount = 'Enter a valid amount'
    }
  }
  const receiver = to.trim()
  // A name (it has a dot, an address never does) is resolved below; anything else must be an address.
  const isName = receiver.includes('.') && Boolean(a.adapter.resolveName)
  if (receiver === '') errors.to = 'Enter a receiver'
  else if (!isName && !a.adapter.isAddress(receiver)) errors.to = 'Enter a valid address'
  if (errors.amount || errors.to || value === undefined) {
    patch(ctx, { errors, status: 'idle', resolvedTo: undefined })
    return false
  }
  patch(ctx, { status: 'checking', errors: {}, resolvedTo: undefined })
  let resolvedTo: string | undefined
  if (isName) {
    try {
      resolvedTo = await a.adapter.resolveName?.({ name: receiver, caipNetworkId: a.network.caipNetworkId })
    } catch (error) {
      patch(ctx, { status: 'idle', errors: { to: `Could not look the name up: ${toErrorInfo(error).shortMessage}` } })
      return false
    }
    if (!resolvedTo) {
      patch(ctx, { status: 'idle', errors: { to: 'No address found for this name' } })
      return false
    }
  }
  const target = resolvedTo ?? receiver
  let fee = 0n
  try {
    fee = (await a.adapter.estimateFee?.({ ...transaction(a, target, value, token), address: a.address, caipNetworkId: a.network.caipNetworkId })) ?? 0n
  } catch (error) {
    patch(ctx, { status: 'idle', errors: { amount: `Could not estimate the network fee: ${toErrorInfo(error).shortMessage}` } })
    return false
  }
  const nativeBalance = a.balance === undefined ? undefined : a.adapter.parseUnits(a.balance, native)
  const balance = token ? a.adapter.parseUnits(token.quantity, token.decimals) : nativeBalance
  const feeFromNative = token ? fee : value + fee
  if (balance !== undefined && value > balance) errors.amount = 'Insufficient balance'
  else if (nativeBalance !== undefined && feeFromNative > nativeBalance) errors.amount = 'Not enough left for the network fee'
  patch(ctx, { status: 'idle', errors, value: value.toString(), fee: fee.toString(), feeText: a.adapter.formatUnits(fee, native), ...(resolvedTo ? { resolvedTo } : {}) })
  return !errors.amount
}

/** The most that can be sent: the balance less the network fee of sending it. */
export async function maxSendable(ctx: LatchContext): Promise<string> {
  const a = account(ctx)
  const { token } = ctx.store.get(sendAtom)
  // A token's fee is paid in the native currency: all of the token can go.
  if (token) {
    setSendForm(ctx, { amount: token.quantity })
    return token.quantity
  }
  const decimals = a.network.nativeCurrency.decimals
  const balance = a.balance === undefined ? 0n : a.adapter.parseUnits(a.balance, decimals)
  const to = ctx.store.get(sendAtom).to.trim()
  const fee = (await a.adapter.estimateFee?.({ to: a.adapter.isAddress(to) ? to : a.address, value: balance, address: a.address, caipNetworkId: a.network.caipNetworkId }).catch(() => 0n)) ?? 0n
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

/** Preview → the wallet. Success resets the form (back on it, balance refreshed); failure goes back to it. */
export async function confirmSend(ctx: LatchContext): Promise<string> {
  const { to: given, resolvedTo, value, token } = ctx.store.get(sendAtom)
  if (value === undefined) throw new Error('Nothing to send: check the form first')
  // What the check resolved a name to is what is sent to: the name is not looked up a second time.
  const to = resolvedTo ?? given
  patch(ctx, { status: 'sending', error: undefined })
  try {
    const a = account(ctx)
    const hash = await sendTransaction(ctx, transaction(a, to.trim(), BigInt(value), token))
    ctx.store.set(sendAtom, { to: '', amount: '', status: 'idle', errors: {}, hash })
    trackSent(ctx, a, hash, to.trim(), value, token)
    // A token send ends on Account, where its new balance shows; a native one on a fresh form (spec §4).
    if (token) {
      reset(ctx, 'Account')
      ctx.store.set(tokensAtom, (s) => ({ ...s, failedAt: undefined }))
      void fetchTokens(ctx)
    } else replace(ctx, 'WalletSend')
    showSnackbar(ctx, 'success', 'Transaction sent')
    return hash
  } catch (error) {
    patch(ctx, { status: 'error', error: toErrorInfo(error) })
    goBack(ctx)
    throw error
  }
}

/** The Activity tab lists what was just sent at once, as pending, until its source reports it settled. */
function trackSent(ctx: LatchContext, a: ReturnType<typeof account>, hash: string, to: string, value: string, token: SendState['token']): void {
  const decimals = token?.decimals ?? a.network.nativeCurrency.decimals
  const transfer = { direction: 'out' as const, symbol: token?.symbol ?? a.network.nativeCurrency.symbol, amount: value, decimals, quantity: a.adapter.formatUnits(BigInt(value), decimals), counterparty: to }
  trackPendingTransaction(ctx, {
    key: `${a.network.caipNetworkId}:${a.address}`,
    hash,
    status: 'pending',
    timestamp: ctx.now(),
    from: a.address,
    // What the chain will report: a token transfer is a call to the token's contract.
    to: token ? token.address : to,
    transfers: [token ? { ...transfer, contract: token.address } : transfer],
  })
}

/** Cancel on the preview: back to the form, kept as it was. */
export function cancelSend(ctx: LatchContext): void {
  patch(ctx, { status: 'idle' })
  goBack(ctx)
}
