/**
 * Social login: the frame gives the provider's sign-in URL, a popup shows it, and the frame's callback
 * page tells this page the login is back with `{ type: 'LATCH_SOCIAL_CALLBACK', uri }` — accepted only
 * from that popup, at the frame's origin, and only in that shape. That notice names the login but carries
 * no code (the code goes to the frame alone); CONNECT_SOCIAL hands the notice to the frame, which redeems
 * the login it started. One login at a time per instance: a second start ends the first's wait.
 */
import * as v from 'valibot'
import { toErrorInfo } from '../errors/base'
import { PopupBlockedError, SocialLoginCancelledError } from '../errors/frame'
import { InvalidInputError } from '../errors/input'
import { push } from '../router/router'
import { embeddedWalletAtom } from '../state/atoms'
import type { LatchContext } from '../state/context'
import { socialProviderSchema, type SocialProvider } from '../validation/account'
import { frameClient } from './frame'
import { completeLogin, step } from './login'

/** What the popup needs to be: `window.open`'s result, opened by the click itself (else browsers block it). */
export interface SocialPopup {
  closed: boolean
  location: { href: string }
  close(): void
}

export interface PopupWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
}

const callbackSchema = v.strictObject({ type: v.literal('LATCH_SOCIAL_CALLBACK'), uri: v.pipe(v.string(), v.maxLength(4096), v.url(), v.regex(/^https?:\/\//)) })
const POPUP_POLL_MS = 500
/** A person signing in at the provider gets this long; the frame server keeps a started login 10 minutes. */
export const SOCIAL_POPUP_TIMEOUT_MS = 5 * 60_000

/** The wait of each instance's social login in progress, ended when another starts. */
const current = new WeakMap<LatchContext, () => void>()
/** Which login of an instance is the newest: an older one that ends leaves state and popup to it. */
const generations = new WeakMap<LatchContext, number>()

function waitForCallback(ctx: LatchContext, win: PopupWindow, popup: SocialPopup, frameOrigin: string): Promise<string> {
  current.get(ctx)?.()
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(poll)
      clearTimeout(timer)
      win.removeEventListener('message', listener)
      if (current.get(ctx) === cancel) current.delete(ctx)
    }
    const cancel = () => {
      done()
      reject(new SocialLoginCancelledError())
    }
    const listener = (event: MessageEvent) => {
      if (event.origin !== frameOrigin || event.source !== (popup as unknown)) return
      const parsed = v.safeParse(callbackSchema, event.data)
      if (!parsed.success) return
      done()
      resolve(parsed.output.uri)
    }
    const poll = setInterval(() => {
      if (popup.closed) cancel()
    }, POPUP_POLL_MS)
    const timer = setTimeout(cancel, SOCIAL_POPUP_TIMEOUT_MS)
    current.set(ctx, cancel)
    win.addEventListener('message', listener)
  })
}

/**
 * Logs in with `provider` through `popup` (opened blank by the caller during the click). Without a popup
 * (blocked), fails with 'Popup blocked'.
 */
export async function connectSocial(ctx: LatchContext, provider: SocialProvider, popup: SocialPopup | null): Promise<void> {
  const win: PopupWindow = ctx.embeddedWallet.frameOptions?.window ?? globalThis.window
  if (!v.is(socialProviderSchema, provider)) throw new InvalidInputError({ field: 'provider', message: `Unknown social provider ${String(provider)}` })
  const generation = (generations.get(ctx) ?? 0) + 1
  generations.set(ctx, generation)
  ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, status: 'loading', socialProvider: provider, error: undefined }))
  push(ctx, 'ConnectingSocial', { provider })
  try {
    if (!popup) throw new PopupBlockedError()
    const client = await frameClient(ctx)
    const { uri } = await step(ctx, (c) => c.request('GET_SOCIAL_REDIRECT_URI', { provider }))
    popup.location.href = uri
    const result = await waitForCallback(ctx, win, popup, client.origin)
    await completeLogin(ctx, { socialUri: result, socialProvider: provider })
  } catch (error) {
    // The popup is named, so a newer login shares it: only the newest may close it or report.
    if (generations.get(ctx) !== generation) throw error
    if (popup && !popup.closed) popup.close()
    ctx.store.set(embeddedWalletAtom, (s) => ({ ...s, status: 'error', error: toErrorInfo(error) }))
    throw error
  }
}
