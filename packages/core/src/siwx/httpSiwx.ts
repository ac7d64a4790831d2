/**
 * A SIWX config backed by the dapp's own HTTP endpoints — the usual setup: the backend issues nonces,
 * verifies signed messages (e.g. with the `siwe` package on eip155) and keeps the session in an HttpOnly
 * cookie, so no token ever sits in the page's storage.
 *
 *   GET    {url}/nonce                        → { nonce }
 *   POST   {url}/verify   { message, signature, data } → 2xx when verified (sets the session), 4xx else
 *   GET    {url}/session?chainId=&address=    → { sessions: SiwxSession[] }
 *   DELETE {url}/session[?chainId=&address=]  → 2xx
 */
import { formatSiwxMessage } from './formatMessage'
import { SIWX_REQUEST_TIMEOUT_MS } from './requestTimeout'
import type { SiwxConfig, SiwxSession } from './types'

export interface HttpSiwxOptions {
  /** Base URL of the endpoints above. */
  url: string
  required?: boolean
  /** Shown in the message. */
  statement?: string
  /** Defaults to this page's host and origin. */
  domain?: string
  uri?: string
  /** How long a signed message stays valid, in ms. Defaults to 24 h. */
  ttlMs?: number
  /** How long one request (with its answer's body) may take, in ms. Defaults to 30 s. */
  timeoutMs?: number
  fetch?: typeof fetch
}

export function createHttpSiwx({
  url,
  required = false,
  statement,
  domain,
  uri,
  ttlMs = 24 * 3600_000,
  timeoutMs = SIWX_REQUEST_TIMEOUT_MS,
  fetch: fetchFn = (...a) => fetch(...a),
}: HttpSiwxOptions): SiwxConfig {
  const base = url.replace(/\/$/, '')
  const request = async (path: string, init: RequestInit | undefined, signal: AbortSignal) => {
    const response = await fetchFn(`${base}${path}`, { credentials: 'include', ...init, signal, headers: { 'content-type': 'application/json', ...init?.headers } })
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      throw new Error(body.error ?? `Sign-in failed (${response.status})`)
    }
    return response.status === 204 ? undefined : response.json()
  }
  // A hung backend must not hold sign-in (or the disconnect that clears it) forever. One deadline covers the
  // request and the reading of its body, and holds even for a `fetch` that ignores the abort signal.
  const call = (path: string, init?: RequestInit): Promise<unknown> => {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`The sign-in server did not answer within ${timeoutMs / 1000} s`)
        reject(error)
        controller.abort(error)
      }, timeoutMs)
    })
    return Promise.race([request(path, init, controller.signal), deadline]).finally(() => clearTimeout(timer))
  }
  const query = (chainId?: string, address?: string) => (chainId && address ? `?${new URLSearchParams({ chainId, address })}` : '')
  return {
    required,
    async createMessage(input) {
      const { nonce } = (await call('/nonce')) as { nonce: string }
      const here = typeof location === 'undefined' ? undefined : location
      const now = Date.now()
      const data = {
        ...input,
        domain: domain ?? here?.host ?? 'localhost',
        uri: uri ?? here?.origin ?? 'http://localhost',
        version: '1',
        nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + ttlMs).toISOString(),
        ...(statement ? { statement } : {}),
      }
      return { ...data, toString: () => formatSiwxMessage(data) }
    },
    async addSession(session) {
      await call('/verify', { method: 'POST', body: JSON.stringify(session) })
    },
    async getSessions(chainId, address) {
      const { sessions } = (await call(`/session${query(chainId, address)}`)) as { sessions: SiwxSession[] }
      return sessions
    },
    async revokeSession(chainId, address) {
      await call(`/session${query(chainId, address)}`, { method: 'DELETE' })
    },
    async setSessions(sessions) {
      // The backend is the source of truth: clearing is what a client can ask; others come through addSession.
      if (sessions.length === 0) await call('/session', { method: 'DELETE' })
      else for (const s of sessions) await call('/verify', { method: 'POST', body: JSON.stringify(s) })
    },
  }
}
