// The reference embedded-wallet frame server: serves the frame page (to the projects' allowed origins only)
// and the API behind it — e-mail codes, device approval, social login, sessions and signing with keys it
// keeps encrypted. See ../README.md for running it in production.
import { createServer } from 'node:http'
import { isAllowedOrigin, isOriginPattern } from '@latch/frame-bridge'
import { DEFAULT_ALLOWED_ORIGINS } from '@latch/frame-bridge/constants'
import { createApi, validDevice } from './api.mjs'
import { buildAssets } from './assets.mjs'
import { createCodes } from './codes.mjs'
import { openDb } from './db.mjs'
import { createEmailLogin } from './emailLogin.mjs'
import { createEmailUpdate } from './emailUpdate.mjs'
import { HttpError } from './httpError.mjs'
import { readJson, sendAsset, sendHtml, sendJson } from './http.mjs'
import { createMailer } from './mail.mjs'
import { callbackPage, deviceApprovedPage, framePage, mailboxPage } from './pages.mjs'
import { createSocialLogin } from './social.mjs'
import { createUsers } from './users.mjs'
import { createWalletRpc } from './walletRpc.mjs'

/**
 * @typedef {{ allowedOrigins?: string[] }} ProjectConfig
 * @typedef {object} FrameServerOptions
 * @property {string} host
 * @property {number} port 0 for any free port
 * @property {string} [publicUrl] where browsers reach this server (default `http://host:port`)
 * @property {Record<string, ProjectConfig>} projects project id → its allowed origins (none listed: spec §5's defaults)
 * @property {import('./walletRpc.mjs').ChainConfig[]} chains
 * @property {Partial<Record<import('./social.mjs').SocialProvider, import('./social.mjs').SocialProviderConfig>>} [social]
 * @property {string} [dbPath] SQLite file; default in memory
 * @property {Buffer} masterKey 32 bytes: seals every user's key
 * @property {boolean} [devMailbox] keep sent mail readable at /dev/mailbox (never in production)
 * @property {import('./mail.mjs').Deliver} [deliver]
 * @property {string} [appName]
 * @property {() => number} [now]
 * @property {number} [deviceWaitMs] how long one device-approval request waits (default 25 s)
 */

/** @param {FrameServerOptions} options */
export async function startFrameServer(options) {
  const now = options.now ?? Date.now
  for (const [id, project] of Object.entries(options.projects)) {
    const bad = (project.allowedOrigins ?? []).find((p) => !isOriginPattern(p))
    if (bad) throw new TypeError(`Project ${id}: "${bad}" is not an origin pattern (https://app.example.com, https://*.example.com, http://localhost:*)`)
  }
  const appName = options.appName ?? 'Latch wallet'
  const [db, assets] = await Promise.all([openDb({ path: options.dbPath }), buildAssets()])
  const mailer = createMailer({ db, devMailbox: options.devMailbox ?? false, deliver: options.deliver, now })
  const users = createUsers({ db, masterKey: options.masterKey, now })
  const codes = createCodes({ db, mailer, now, appName })
  const walletRpc = createWalletRpc({ chains: options.chains, users })
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve(undefined))
  })
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const publicUrl = (options.publicUrl ?? `http://${options.host}:${address.port}`).replace(/\/$/, '')
  const ownOrigin = new URL(publicUrl).origin
  const social = createSocialLogin({ db, users, now, publicUrl, providers: options.social ?? {} })
  const emailLogin = createEmailLogin({ db, users, codes, mailer, now, publicUrl, appName })
  const api = createApi({
    users,
    emailLogin,
    emailUpdate: createEmailUpdate({ users, codes }),
    social,
    walletRpc,
    deviceWaitMs: options.deviceWaitMs,
  })

  /** @param {string | null} projectId */
  const allowedOriginsOf = (projectId) => {
    const project = projectId ? options.projects[projectId] : undefined
    if (!project) return []
    return project.allowedOrigins?.length ? project.allowedOrigins : [...DEFAULT_ALLOWED_ORIGINS]
  }

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  function frame(req, url) {
    const projectId = url.searchParams.get('projectId')
    const allowedOrigins = allowedOriginsOf(projectId)
    let embedder
    try {
      embedder = req.headers.referer ? new URL(req.headers.referer).origin : undefined
    } catch {
      embedder = undefined
    }
    // A page outside the list may still load the frame, which then tells it 'Invalid App Configuration' and
    // does nothing else; without this it would only see the frame never load.
    const ancestors = embedder && !isAllowedOrigin(embedder, allowedOrigins) ? [...allowedOrigins, embedder] : allowedOrigins
    const requested = Number(url.searchParams.get('chainId'))
    const chains = options.chains.map((c) => ({ chainId: c.chainId, name: c.name ?? `Chain ${c.chainId}`, currency: c.currency ?? 'ETH' }))
    const meta = {
      projectId,
      allowedOrigins,
      chains,
      defaultChainId: chains.some((c) => c.chainId === requested) ? requested : chains[0]?.chainId,
      socials: Object.keys(options.social ?? {}),
      enableLogger: url.searchParams.get('enableLogger') === 'true',
    }
    return framePage({ meta, frameAncestors: ancestors })
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} name */
  async function callApi(req, res, name) {
    const handler = api[name]
    if (!handler || req.method !== 'POST') throw new HttpError(404, 'Not found')
    // Same-origin only: the frame page is the API's one client.
    if (req.headers.origin !== ownOrigin) throw new HttpError(403, 'Forbidden')
    const deviceId = validDevice(String(req.headers['x-latch-device'] ?? ''))
    if (!deviceId) throw new HttpError(400, 'Missing device id')
    const auth = String(req.headers.authorization ?? '')
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : undefined
    const controller = new AbortController()
    res.on('close', () => controller.abort())
    const body = await readJson(req)
    sendJson(res, 200, await handler({ body, deviceId, token, signal: controller.signal }))
  }

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', publicUrl)
    try {
      if (url.pathname.startsWith('/api/')) return await callApi(req, res, url.pathname.slice(5))
      if (req.method !== 'GET') throw new HttpError(405, 'Method not allowed')
      const asset = assets.get(url.pathname)
      if (asset) return sendAsset(res, asset.type, asset.body)
      switch (url.pathname) {
        case '/frame': {
          const { html, csp } = frame(req, url)
          return sendHtml(res, 200, html, csp)
        }
        case '/social/callback': {
          const { html, csp } = callbackPage({ appOrigin: social.appOriginOf(url.searchParams.get('state') ?? '') })
          return sendHtml(res, 200, html, csp)
        }
        case '/device/approve': {
          const token = url.searchParams.get('token')
          const approved = token ? emailLogin.approve(token) : false
          const { html, csp } = deviceApprovedPage(approved)
          return sendHtml(res, approved ? 200 : 410, html, csp)
        }
        case '/dev/mailbox': {
          if (!options.devMailbox) throw new HttpError(404, 'Not found')
          const { html, csp } = mailboxPage(mailer.list(url.searchParams.get('to') ?? undefined))
          return sendHtml(res, 200, html, csp)
        }
        case '/dev/mailbox.json':
          if (!options.devMailbox) throw new HttpError(404, 'Not found')
          return sendJson(res, 200, mailer.list(url.searchParams.get('to') ?? undefined))
        case '/healthz':
          return sendJson(res, 200, { ok: true })
        default:
          throw new HttpError(404, 'Not found')
      }
    } catch (error) {
      const status = /** @type {{ status?: number }} */ (error).status
      if (!status) console.error('embedded-frame:', error)
      if (!res.headersSent) sendJson(res, status ?? 500, { error: status && error instanceof Error ? error.message : 'An error occurred' })
    }
  })

  return {
    url: publicUrl,
    frameUrl: `${publicUrl}/frame`,
    /** The dev mailbox (empty unless `devMailbox`). */
    mailbox: mailer.list,
    async stop() {
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      server.closeAllConnections()
      walletRpc.close()
      db.close()
    },
  }
}
