/** Snackbar (spec §2, §4): a new message while one is open closes it and shows after 150 ms. */
import { SNACKBAR_RESHOW_DELAY_MS } from '../constants'
import { snackbarAtom } from '../state/atoms'
import { cancel, later, type LatchContext } from '../state/context'
import type { SnackbarState } from '../types/state'

/** How long a success/error message stays; loading stays until replaced or hidden. */
export const SNACKBAR_VISIBLE_MS = 2_200

/** `messageKey` names the UI's text (core holds no language); `params` fill its placeholders. */
export function showSnackbar(ctx: LatchContext, variant: SnackbarState['variant'], messageKey: SnackbarState['messageKey'], params?: Record<string, string>): void {
  const show = () => {
    ctx.store.set(snackbarAtom, { open: true, messageKey, variant, ...(params ? { params } : {}) })
    if (variant === 'loading') cancel(ctx, 'snackbar.hide')
    else later(ctx, 'snackbar.hide', SNACKBAR_VISIBLE_MS, () => hideSnackbar(ctx))
  }
  if (ctx.store.get(snackbarAtom).open) {
    hideSnackbar(ctx)
    later(ctx, 'snackbar.show', SNACKBAR_RESHOW_DELAY_MS, show)
  } else {
    cancel(ctx, 'snackbar.show')
    show()
  }
}

export function hideSnackbar(ctx: LatchContext): void {
  cancel(ctx, 'snackbar.hide')
  ctx.store.set(snackbarAtom, (s) => (s.open ? { ...s, open: false } : s))
}
