/** The client's `swap` and `onramp` methods, built in their lazy chunk so the first bundle carries only their names. */
import type { LatchContext } from '../state/context'
import type { LatchClient } from '../types/client'
import { checkoutOnramp, closeOnramp, openOnramp, setOnrampForm } from './onramp'
import { flipSwap, maxSwap, openSwap, quoteSwap, setSwapForm, watchSwapQuote } from './swap'
import { confirmSwap } from './swapExecute'

export const swapActions = (ctx: LatchContext): LatchClient['swap'] => ({
  open: (preset) => openSwap(ctx, preset),
  setForm: async (form) => setSwapForm(ctx, form),
  flip: async () => flipSwap(ctx),
  max: () => maxSwap(ctx),
  refreshQuote: async () => void (await quoteSwap(ctx)),
  watch: async () => watchSwapQuote(ctx),
  confirm: () => confirmSwap(ctx),
})

export const onrampActions = (ctx: LatchContext): LatchClient['onramp'] => ({
  open: () => openOnramp(ctx),
  setForm: async (form) => setOnrampForm(ctx, form),
  checkout: (provider, popup) => checkoutOnramp(ctx, provider, popup),
  close: async () => closeOnramp(ctx),
})
