/**
 * Social login, frame side. The provider's answer (the callback address, which carries the authorization
 * code) must reach this frame and nothing else: the callback page posts it to the frames of the page that
 * opened the popup, at this origin only, and the app page gets a notice without the code. A login is
 * redeemed only with a secret this frame made when it started the login and never let out of its memory,
 * so a code that reaches anyone else — or a login an attacker started and lured a victim to finish — gives
 * no session (review finding C1).
 */
import type { Api } from './api'
import { newLoginSecret, type SecretWindow } from './loginSecret'

/** The callback page's message to this frame (same origin). */
export const SOCIAL_RESULT = 'LATCH_SOCIAL_RESULT'
/** How long CONNECT_SOCIAL waits for the callback page's message after the app's notice arrived. */
export const RESULT_WAIT_MS = 10_000
/** A started login is forgotten after this (the server's own limit is 10 minutes). */
const PENDING_TTL_MS = 10 * 60_000

interface Pending {
  secret: string
  startedAt: number
  result?: string
  waiters: ((uri: string) => void)[]
}

export interface SocialWindow extends SecretWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  location: { origin: string }
}

function stateOf(uri: string): string | undefined {
  try {
    return new URL(uri).searchParams.get('state') ?? undefined
  } catch {
    return undefined
  }
}

export function createSocialLogin({ api, win, now = Date.now }: { api: Api; win: SocialWindow; now?: () => number }) {
  const pending = new Map<string, Pending>()
  const callbackPath = `${win.location.origin}/social/callback`

  win.addEventListener('message', (event) => {
    // Only this origin's callback page; anything else (the app, other frames) is not a login result.
    if (event.origin !== win.location.origin) return
    const data = event.data as { type?: unknown; uri?: unknown } | null
    if (!data || data.type !== SOCIAL_RESULT || typeof data.uri !== 'string' || data.uri.length > 4096) return
    if (!data.uri.startsWith(`${callbackPath}?`)) return
    const state = stateOf(data.uri)
    const login = state ? pending.get(state) : undefined
    if (!login || login.result) return
    login.result = data.uri
    for (const wake of login.waiters.splice(0)) wake(data.uri)
  })

  const forgetOld = () => {
    for (const [state, login] of pending) if (now() - login.startedAt > PENDING_TTL_MS) pending.delete(state)
  }

  return {
    /** The provider's sign-in address for a login bound to this device and a secret kept here. */
    async start(provider: string, appOrigin: string): Promise<{ uri: string }> {
      forgetOld()
      const { secret, secretHash } = await newLoginSecret(win)
      const { uri } = await api<{ uri: string }>('social/start', { provider, appOrigin, secretHash })
      const state = stateOf(uri)
      if (!state) throw new Error('The login service answered without a state')
      pending.set(state, { secret, startedAt: now(), waiters: [] })
      return { uri }
    },

    /**
     * Finishes the login the app's notice names (its `state`): waits for the callback page's message, then
     * redeems it with the secret.
     */
    async connect(notice: string, signal: AbortSignal, extra: Record<string, string> = {}): Promise<{ token: string; user: unknown }> {
      const state = stateOf(notice)
      const login = state ? pending.get(state) : undefined
      if (!state || !login) throw new Error('This social login was not started here. Try again.')
      const uri =
        login.result ??
        (await new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('The social login did not finish. Try again.')), RESULT_WAIT_MS)
          signal.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(new Error('Request was aborted'))
          })
          login.waiters.push((value) => {
            clearTimeout(timer)
            resolve(value)
          })
        }))
      pending.delete(state)
      return api<{ token: string; user: unknown }>('social/connect', { ...extra, uri, secret: login.secret }, signal)
    },
  }
}

export type SocialLogin = ReturnType<typeof createSocialLogin>
