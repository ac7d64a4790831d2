/** Modal visibility, closing rules and the shake (spec §2, §9). The open algorithm is flows/openModal. */
import { SHAKE_DURATION_MS } from '../constants'
import { later, type LatchContext } from '../state/context'
import { modalAtom, routerAtom, siwxAtom } from '../state/atoms'
import type { ViewName } from '../types/client'
import { canCloseOn } from './canClose'

/** Closing is disabled only on the sign and approve views, and only while a required sign-in is unsigned (spec §2). */
export function canCloseModal(ctx: LatchContext, view: ViewName = ctx.store.get(routerAtom).view): boolean {
  return canCloseOn(ctx.options, view, ctx.store.get(siwxAtom).signedIn)
}

export function setModalOpen(ctx: LatchContext, open: boolean): void {
  const current = ctx.store.get(modalAtom)
  if (current.open === open) return
  ctx.store.set(modalAtom, { ...current, open })
  ctx.track(open ? 'MODAL_OPEN' : 'MODAL_CLOSE')
}

export function setModalLoading(ctx: LatchContext, loading: boolean): void {
  ctx.store.set(modalAtom, (m) => (m.loading === loading ? m : { ...m, loading }))
}

/** Closes unless a required sign-in is pending; then it shakes instead, so the user sees why. */
export function closeModal(ctx: LatchContext): boolean {
  if (!canCloseModal(ctx)) {
    shakeModal(ctx)
    return false
  }
  setModalOpen(ctx, false)
  return true
}

export function shakeModal(ctx: LatchContext): void {
  ctx.store.set(modalAtom, (m) => ({ ...m, shake: true }))
  later(ctx, 'shake', SHAKE_DURATION_MS, () => ctx.store.set(modalAtom, (m) => ({ ...m, shake: false })))
}
