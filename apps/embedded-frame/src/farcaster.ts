/**
 * Farcaster login, frame side. GET_FARCASTER_URI starts a login at this frame's server (which opens the relay
 * channel) and returns the link the user approves; CONNECT_FARCASTER then asks the server again and again — each
 * ask waits up to 20 s for the approval — until the login is checked and a session issued. The login is redeemed
 * with a secret made here and kept in this frame's memory: the link is shown as a QR code, and whoever else scans
 * it can approve but never take the session. One login at a time: a new one replaces the last.
 */
import type { Api } from './api'
import { newLoginSecret, type SecretWindow } from './loginSecret'

/** The app waits 5 minutes for the approval; the server forgets a login after 10. */
const LOGIN_TTL_MS = 10 * 60_000

interface ServerLogin {
  token?: string
  user?: { userName?: string | null }
  pending?: boolean
}

export function createFarcasterLogin({ api, win, now = Date.now }: { api: Api; win: SecretWindow; now?: () => number }) {
  let current: { secret: string; startedAt: number } | undefined

  return {
    async start(appOrigin: string): Promise<{ url: string }> {
      const { secret, secretHash } = await newLoginSecret(win)
      const { url } = await api<{ url: string }>('farcaster/start', { appOrigin, secretHash })
      current = { secret, startedAt: now() }
      return { url }
    },

    /** Waits for the approval of the login started last; resolves with the session token and the user's name. */
    async connect(signal: AbortSignal, extra: Record<string, string> = {}): Promise<{ token: string; userName: string | undefined }> {
      const login = current
      if (!login || now() - login.startedAt > LOGIN_TTL_MS) throw new Error('No Farcaster login was started here. Try again.')
      for (;;) {
        const answer = await api<ServerLogin>('farcaster/connect', { ...extra, secret: login.secret }, signal)
        if (answer.token) {
          if (current === login) current = undefined
          return { token: answer.token, userName: answer.user?.userName ?? undefined }
        }
        if (!answer.pending) throw new Error('The wallet server answered without a session')
      }
    },
  }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>
