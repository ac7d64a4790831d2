/**
 * The Buy view (issue #17, spec §3 "On-ramp"): the backend's providers and currencies, an amount, every provider's
 * quote side by side (no address leaves the page for a quote), then the chosen provider's checkout in a window the
 * click opened. The purchase is seen land two ways: the checkout page says so (a message from its own origin and
 * window, in one shape only), or the balance, read every few seconds, rises.
 */
import * as v from 'valibot'
import { getNamespaceState } from '../chains/namespaceState'
import { toErrorInfo } from '../errors/base'
import { PopupBlockedError } from '../errors/frame'
import { push } from '../router/router'
import { showSnackbar } from '../snackbar/snackbar'
import { EMPTY_ONRAMP, getOnramp, patchOnramp } from '../onramp/state'
import { cancel, later, type LatchContext } from '../state/context'
import { ONRAMP_BALANCE_POLL_MS, ONRAMP_POPUP_POLL_MS, ONRAMP_QUOTE_DEBOUNCE_MS, ONRAMP_WATCH_TIMEOUT_MS } from '../onramp/constants'
import { onrampRuntime, onrampSource } from '../onramp/runtime'
import type { OnrampOptions } from '../onramp/types'
import type { OnrampState } from '../types/swapState'
import { activeAccount } from './activeAccount'
import { fetchBalance } from './balance'

/** The checkout window: `window.open`'s result, opened blank by the click itself (else browsers block it). */
export interface CheckoutPopup {
  closed: boolean
  location: { href: string }
  close(): void
}
interface MessageWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

/** What a checkout page posts when it is done (the local stand-in does; real providers redirect, and the balance tells). */
const completionSchema = v.object({ type: v.literal('latch:onramp'), status: v.picklist(['completed', 'failed']), provider: v.pipe(v.string(), v.maxLength(64)) })

const target = (ctx: LatchContext) => activeAccount(ctx)

const patch = patchOnramp

/** The purchase currency bought on the active network: its native one when offered, else the first that has it. */
function defaultsFor(options: OnrampOptions, reference: string, nativeSymbol: string): Pick<OnrampState, 'purchaseCurrency' | 'paymentCurrency'> {
  const here = options.purchaseCurrencies.filter((c) => c.networks.some((n) => n.chain_id === reference))
  const purchase = here.find((c) => c.symbol === nativeSymbol) ?? here[0]
  const payment = options.paymentCurrencies[0]
  return { ...(purchase ? { purchaseCurrency: purchase.id } : {}), ...(payment ? { paymentCurrency: payment.id } : {}) }
}

export async function openOnramp(ctx: LatchContext): Promise<void> {
  const t = target(ctx)
  onrampRuntime(ctx).stopWatch?.()
  patch(ctx, { ...EMPTY_ONRAMP, options: { status: 'loading' } })
  push(ctx, 'OnRampProviders')
  try {
    const value = await (await onrampSource(ctx)).options()
    const reference = t.network.caipNetworkId.slice(t.network.caipNetworkId.indexOf(':') + 1)
    patch(ctx, { options: { status: 'ready', value }, ...defaultsFor(value, reference, t.network.nativeCurrency.symbol) })
  } catch (error) {
    patch(ctx, { options: { status: 'error', error: toErrorInfo(error) } })
  }
}

/** Changes the amount or a currency; the quotes are asked again a moment after the last change. */
export function setOnrampForm(ctx: LatchContext, form: Partial<Pick<OnrampState, 'amount' | 'purchaseCurrency' | 'paymentCurrency'>>): void {
  patch(ctx, { ...form, quotes: { status: 'idle', items: [] } })
  later(ctx, 'onramp.quotes', ONRAMP_QUOTE_DEBOUNCE_MS, () => void quoteOnramp(ctx).catch(() => undefined))
}

/** Every provider's quote for the form (a provider without one says why, the others still show). */
export async function quoteOnramp(ctx: LatchContext): Promise<void> {
  cancel(ctx, 'onramp.quotes')
  const t = target(ctx)
  const { amount, purchaseCurrency, paymentCurrency } = getOnramp(ctx)
  if (!purchaseCurrency || !paymentCurrency || !(Number(amount) > 0)) return patch(ctx, { quotes: { status: 'idle', items: [] } })
  const r = onrampRuntime(ctx)
  r.inFlight?.abort()
  const controller = new AbortController()
  r.inFlight = controller
  patch(ctx, { quotes: { status: 'loading', items: [] } })
  try {
    const source = await onrampSource(ctx)
    const items = await source.quotes({ caipNetworkId: t.network.caipNetworkId, purchaseCurrency, paymentCurrency, amount: amount.trim() }, { signal: controller.signal })
    if (!controller.signal.aborted) patch(ctx, { quotes: { status: 'ready', items } })
  } catch (error) {
    if (!controller.signal.aborted) patch(ctx, { quotes: { status: 'error', items: [], error: toErrorInfo(error) } })
  }
}

/**
 * Continues with `provider`: the backend makes the checkout (the address leaves the page only now), the popup the
 * click opened shows it, and the purchase is watched until it lands, the window closes, or 30 minutes pass.
 */
export async function checkoutOnramp(ctx: LatchContext, provider: string, popup: CheckoutPopup | null, win: MessageWindow = globalThis.window): Promise<void> {
  const t = target(ctx)
  const { amount, purchaseCurrency, paymentCurrency, quotes } = getOnramp(ctx)
  if (!purchaseCurrency || !paymentCurrency) return
  const quote = quotes.items.find((q) => q.provider === provider)
  patch(ctx, { checkout: { status: 'opening', provider } })
  try {
    if (!popup) throw new PopupBlockedError()
    const source = await onrampSource(ctx)
    const { url } = await source.session({
      provider,
      address: t.address,
      caipNetworkId: t.network.caipNetworkId,
      purchaseCurrency,
      paymentCurrency,
      amount: amount.trim(),
      ...(quote && 'quote' in quote ? { quoteId: quote.quote.quoteId } : {}),
    })
    popup.location.href = url
    patch(ctx, { checkout: { status: 'open', provider } })
    watchPurchase(ctx, { provider, popup, win, origin: new URL(url).origin, startBalance: t.balance })
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    patch(ctx, { checkout: { status: 'error', provider, error: toErrorInfo(error) } })
    throw error
  }
}

function watchPurchase(ctx: LatchContext, w: { provider: string; popup: CheckoutPopup; win: MessageWindow; origin: string; startBalance: string | undefined }): void {
  const r = onrampRuntime(ctx)
  r.stopWatch?.()
  const t = target(ctx)
  const adapter = t.adapter
  const { decimals } = t.network.nativeCurrency
  const before = w.startBalance === undefined ? undefined : adapter.parseUnits(w.startBalance, decimals)
  const started = ctx.now()
  const stop = () => {
    cancel(ctx, 'onramp.watch')
    w.win.removeEventListener('message', listener)
    if (r.stopWatch === stop) r.stopWatch = undefined
  }
  const finish = async () => {
    stop()
    await fetchBalance(ctx, t.ns)
    const now = getNamespaceState(ctx, t.ns)?.account.balance
    const received = before !== undefined && now !== undefined ? adapter.parseUnits(now, decimals) - before : undefined
    patch(ctx, { checkout: { status: 'done', provider: w.provider, ...(received !== undefined && received > 0n ? { received: adapter.formatUnits(received, decimals) } : {}) } })
    showSnackbar(ctx, 'success', 'snackbar.onrampDone')
  }
  const listener = (event: MessageEvent) => {
    if (event.origin !== w.origin || event.source !== (w.popup as unknown)) return
    const parsed = v.safeParse(completionSchema, event.data)
    if (!parsed.success || parsed.output.provider !== w.provider) return
    if (parsed.output.status === 'completed') void finish()
    else {
      stop()
      patch(ctx, { checkout: { status: 'error', provider: w.provider } })
    }
  }
  let lastRead = ctx.now()
  const tick = () =>
    later(ctx, 'onramp.watch', ONRAMP_POPUP_POLL_MS, () => {
      if (ctx.now() - started > ONRAMP_WATCH_TIMEOUT_MS) return stop()
      if (ctx.now() - lastRead < ONRAMP_BALANCE_POLL_MS) return tick()
      lastRead = ctx.now()
      void fetchBalance(ctx, t.ns).then(() => {
        const now = getNamespaceState(ctx, t.ns)?.account.balance
        if (before !== undefined && now !== undefined && adapter.parseUnits(now, decimals) > before) void finish()
      })
      tick()
    })
  r.stopWatch = stop
  w.win.addEventListener('message', listener)
  tick()
}

/** Leaving the Buy view stops watching (the purchase still lands; the balance shows it on the next read). */
export function closeOnramp(ctx: LatchContext): void {
  onrampRuntime(ctx).stopWatch?.()
  cancel(ctx, 'onramp.quotes')
}
