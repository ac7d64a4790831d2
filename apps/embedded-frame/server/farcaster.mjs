// Sign In With Farcaster (SIWF) for the embedded wallet. The server opens a channel at a Farcaster relay
// (relay.farcaster.xyz in production, @latch/local-farcaster on loopback) and hands the frame its link, which the
// user approves in their Farcaster app; then it reads the channel's result and checks it with
// @farcaster/auth-client: the EIP-4361 message is for this server's domain and nonce, and its signer is the fid's
// custody address on Farcaster's IdRegistry (or an auth address on its KeyRegistry), read through `rpcUrl` — an
// Optimism node in production. Only then is the user logged in by their fid (a new wallet on the first login).
//
// Like a social login, a login is bound to the device and to a secret the frame holds (only its hash is kept), so
// a link that reaches anyone else — it is shown as a QR code — lets them approve, never take the session.
import { randomBytes } from 'node:crypto'
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { HttpError } from './httpError.mjs'
import { SECRET, secretHashOf } from './loginSecret.mjs'

export const FARCASTER_RELAY = 'https://relay.farcaster.xyz'
/** A started login (and its relay channel) is forgotten after this; the app waits 5 minutes for the approval. */
export const FARCASTER_LOGIN_TTL_MS = 10 * 60_000
/** How long one 'farcaster/connect' waits for the approval before answering 'not yet' (under the app's 30 s). */
export const FARCASTER_WAIT_MS = 20_000
const POLL_MS = 1000

/**
 * `relayUrl`: the relay's base (relay.farcaster.xyz when left out); `rpcUrl`: a node of the chain holding
 * Farcaster's IdRegistry and KeyRegistry (Optimism in production).
 * @typedef {{ relayUrl?: string, rpcUrl: string }} FarcasterConfig
 * @typedef {{ state: 'pending' | 'completed', message?: string, signature?: string, fid?: number, username?: string, displayName?: string, pfpUrl?: string }} ChannelStatus
 */

/** A SIWE nonce: alphanumeric, at least 8 characters (EIP-4361). */
const newNonce = () => randomBytes(12).toString('hex')
/** A profile picture is shown in the app: https only. @param {unknown} url */
const httpsUrl = (url) => {
  if (typeof url !== 'string' || url.length > 2048) return undefined
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
/** @param {number} ms @param {AbortSignal | undefined} signal */
const sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new HttpError(499, 'Request was aborted'))
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new HttpError(499, 'Request was aborted'))
    })
  })

/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, now: () => number, publicUrl: string,
 *   config: FarcasterConfig | undefined, isAppOrigin: (projectId: string, origin: string) => boolean, waitMs?: number, fetch?: typeof fetch }} deps
 */
export function createFarcasterLogin({ db, users, now, publicUrl, config, isAppOrigin, waitMs = FARCASTER_WAIT_MS, fetch = globalThis.fetch }) {
  const relay = (config?.relayUrl ?? FARCASTER_RELAY).replace(/\/$/, '')
  const domain = new URL(publicUrl).host
  const client = config ? createAppClient({ relay, ethereum: viemConnector({ rpcUrl: config.rpcUrl }) }) : undefined

  /** @param {string} path @param {RequestInit} init */
  async function callRelay(path, init) {
    try {
      return await fetch(`${relay}/v1/${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } })
    } catch {
      throw new HttpError(502, 'Could not reach the Farcaster relay')
    }
  }

  /** @param {string} channelToken @returns {Promise<ChannelStatus>} */
  async function statusOf(channelToken) {
    const res = await callRelay('channel/status', { method: 'GET', headers: { authorization: `Bearer ${channelToken}` } })
    if (res.status === 401) throw new HttpError(400, 'This Farcaster login has expired. Try again.')
    if (res.status !== 200 && res.status !== 202) throw new HttpError(502, `The Farcaster relay answered HTTP ${res.status}`)
    return /** @type {ChannelStatus} */ (await res.json())
  }

  return {
    configured: Boolean(config),

    /**
     * A relay channel for this device, its login remembered with the hash of the frame's secret. Returns the link
     * the user approves (a farcaster.xyz universal link, shown as a QR code).
     * @param {{ projectId: string, deviceId: string, appOrigin: string, secretHash: string }} request
     */
    async start({ projectId, deviceId, appOrigin, secretHash }) {
      if (!client) throw new HttpError(400, 'Farcaster login is not configured on this wallet')
      if (!isAppOrigin(projectId, appOrigin)) throw new HttpError(400, 'This site is not allowed to use this wallet')
      if (!SECRET.test(secretHash)) throw new HttpError(400, 'Invalid Farcaster login request')
      const nonce = newNonce()
      const expiresAt = now() + FARCASTER_LOGIN_TTL_MS
      const res = await callRelay('channel', {
        method: 'POST',
        body: JSON.stringify({ siweUri: publicUrl, domain, nonce, expirationTime: new Date(expiresAt).toISOString() }),
      })
      const body = /** @type {{ channelToken?: unknown, url?: unknown }} */ (await res.json().catch(() => ({})))
      const url = httpsUrl(body.url)
      if (res.status !== 201 || typeof body.channelToken !== 'string' || !url) throw new HttpError(502, `The Farcaster relay refused the login (HTTP ${res.status})`)
      await db.run('INSERT INTO farcaster_logins (secret_hash, project_id, device_id, channel_token, nonce, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        secretHash,
        projectId,
        deviceId,
        body.channelToken,
        nonce,
        expiresAt,
      ])
      return url
    },

    /**
     * Waits up to `waitMs` for the user's approval of the login the frame's secret names. `{ pending: true }` when it
     * has not come yet (the frame asks again); else the checked login: the user found or created, a session started.
     * @param {{ projectId: string, deviceId: string, secret: string, deviceKey?: string, signal?: AbortSignal }} request
     */
    async connect({ projectId, deviceId, secret, deviceKey, signal }) {
      if (!client) throw new HttpError(400, 'Farcaster login is not configured on this wallet')
      const hash = SECRET.test(secret) ? secretHashOf(secret) : ''
      const row = await db.get('SELECT * FROM farcaster_logins WHERE secret_hash = $1 AND project_id = $2 AND device_id = $3 AND expires_at > $4', [hash, projectId, deviceId, now()])
      if (!row) throw new HttpError(400, 'This Farcaster login has expired. Try again.')
      const until = now() + waitMs
      let status = await statusOf(String(row.channel_token))
      while (status.state !== 'completed') {
        if (now() >= until) return { pending: true }
        await sleep(POLL_MS, signal)
        status = await statusOf(String(row.channel_token))
      }
      // The relay hands a completed channel out once; so is the login redeemed, by one of two racing requests.
      if ((await db.run('DELETE FROM farcaster_logins WHERE secret_hash = $1', [hash])) !== 1) throw new HttpError(400, 'This Farcaster login has expired. Try again.')
      if (typeof status.message !== 'string' || typeof status.signature !== 'string') throw new HttpError(502, 'The Farcaster relay answered without a signature')
      let verified
      try {
        verified = await client.verifySignInMessage({ nonce: String(row.nonce), domain, message: status.message, signature: /** @type {`0x${string}`} */ (status.signature) })
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'unknown error'
        throw new HttpError(400, `The Farcaster sign-in could not be verified: ${reason}`)
      }
      if (!verified.success || (status.fid !== undefined && verified.fid !== status.fid)) throw new HttpError(400, 'The Farcaster sign-in could not be verified')
      const userName = [status.username, status.displayName].find((n) => typeof n === 'string' && n.length > 0 && n.length <= 64) ?? `fid ${verified.fid}`
      const user = await users.forSubject(projectId, { subject: `farcaster|${verified.fid}`, userName, avatarUrl: httpsUrl(status.pfpUrl) })
      await users.approveDevice(projectId, user.id, deviceId)
      return { token: await users.startSession(projectId, user.id, deviceId, deviceKey), user, fid: verified.fid }
    },
  }
}
