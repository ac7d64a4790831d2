/**
 * Sign In With Farcaster through the embedded wallet (spec §2, §7 "get and connect Farcaster": url, then userName).
 * The frame opens a channel at the Farcaster relay and hands back its link; ConnectingFarcaster shows it as a QR
 * code and a link. The frame then waits for the user's approval in their Farcaster app, has its server check the
 * signature against Farcaster's IdRegistry, and logs the user in by their fid.
 *
 * Leaving the view before that — another view, or the modal closed — cancels (spec §2): the link is cleared and
 * the frame reloaded, which ends its wait at the relay. One login at a time per instance: a new one cancels the last.
 */
import { SocialLoginCancelledError } from '../errors/frame'
import { modalAtom, routerAtom, embeddedWalletAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { push } from '../router/router'
import { frameClient } from './frame'
import { completeLogin, step } from './login'

/** How long the user has to approve in their Farcaster app: the relay's channel lives as long (auth-client's 300 s). */
export const FARCASTER_WAIT_MS = 5 * 60_000

const current = new WeakMap<LatchContext, AbortController>()

const setLink = (ctx: LatchContext, farcasterUrl: string | undefined) => ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, farcasterUrl }))

/** Cancels `controller`'s login when ConnectingFarcaster is left or the modal closes. Returns the unsubscribe. */
function cancelOnLeave(ctx: LatchContext, controller: AbortController): () => void {
  const check = () => {
    const left = ctx.store.get(routerAtom).view !== 'ConnectingFarcaster' || !ctx.store.get(modalAtom).open
    if (left && !controller.signal.aborted) controller.abort(new SocialLoginCancelledError())
  }
  const stops = [ctx.store.sub(routerAtom, check), ctx.store.sub(modalAtom, check)]
  return () => {
    for (const stop of stops) stop()
  }
}

export async function connectFarcaster(ctx: LatchContext): Promise<void> {
  current.get(ctx)?.abort(new SocialLoginCancelledError())
  const controller = new AbortController()
  current.set(ctx, controller)
  const { signal } = controller
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, status: 'loading', socialProvider: 'farcaster', farcasterUrl: undefined, error: undefined }))
  push(ctx, 'ConnectingFarcaster')
  const stopWatching = cancelOnLeave(ctx, controller)
  try {
    const { url } = await step(ctx, (client) => client.request('GET_FARCASTER_URI', {}, { signal }), signal)
    setLink(ctx, url)
    const { userName } = await step(ctx, (client) => client.request('CONNECT_FARCASTER', {}, { signal, timeoutMs: FARCASTER_WAIT_MS + 30_000 }), signal)
    // Connected from here on: completing the login closes the modal, which must not cancel it.
    stopWatching()
    await completeLogin(ctx, { socialProvider: 'farcaster', userName })
  } catch (error) {
    if (!signal.aborted) throw error
    // Left while waiting: the link goes, and the frame reloads to drop its wait (spec §2). A newer login owns the state.
    if (current.get(ctx) === controller) {
      ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, status: 'idle', farcasterUrl: undefined, error: undefined }))
      void frameClient(ctx)
        .then((client) => client.request('RELOAD', {}))
        .catch(() => {})
    }
    throw signal.reason instanceof SocialLoginCancelledError ? signal.reason : new SocialLoginCancelledError()
  } finally {
    stopWatching()
    if (current.get(ctx) === controller) {
      current.delete(ctx)
      setLink(ctx, undefined)
    }
  }
}
