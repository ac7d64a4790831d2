// The reference embedded-wallet frame server: serves the frame page (to the projects' allowed origins only)
// and the API behind it — e-mail codes, device approval, social login, sessions and signing with keys it
// keeps encrypted. See ../README.md for running it in production.
import { createServer } from 'node:http'
import { isAllowedOrigin } from '@latch/frame-bridge'
import { createApi, validDevice } from './api.mjs'
import { limitApiCall } from './apiLimits.mjs'
import { buildAssets } from './assets.mjs'
import { addressKey, clientAddress } from './clientAddress.mjs'
import { createCodes } from './codes.mjs'
import { openDb } from './db.mjs'
import { createApprovals } from './approvals.mjs'
import { confirmDevicePage, deviceApprovedPage, deviceLinkExpiredPage } from './devicePages.mjs'
import { createEmailLogin } from './emailLogin.mjs'
import { createEmailUpdate } from './emailUpdate.mjs'
import { confirmUndoPage, undoResultPage } from './emailUndoPages.mjs'
import { HttpError } from './httpError.mjs'
import { readForm, readJson, sendAsset, sendHtml, sendJson } from './http.mjs'
import { createLongPollGate } from './longPolls.mjs'
import { createMailer } from './mail.mjs'
import { callbackPage, framePage, invalidFramePage, mailboxPage } from './pages.mjs'
import { PROJECT_CONFIG_PATH, serveProjectConfig } from './projectConfig.mjs'
import { allowedOriginsOf, checkProjects, isProject, isProjectOrigin } from './projects.mjs'
import { startPurging } from './purge.mjs'
import { createRateLimiter } from './rateLimit.mjs'
import { CODE_KEY_LABEL, deriveKey } from './secrets.mjs'
import { createUserOps } from './smartAccount/userOps.mjs'
import { createSocialLogin } from './social.mjs'
import { createFarcasterLogin } from './farcaster.mjs'
import { createUsers } from './users.mjs'
import { createWalletRpc } from './walletRpc.mjs'

/**
 * @typedef {import('./projects.mjs').ProjectConfig} ProjectConfig
 * @typedef {object} FrameServerOptions
 * @property {string} host
 * @property {number} port 0 for any free port
 * @property {string} [publicUrl] where browsers reach this server (default `http://host:port`)
 * @property {Record<string, ProjectConfig>} projects project id → its allowed origins (spec §5's defaults only
 *   with `development: true`; a project with neither is refused)
 * @property {import('./walletRpc.mjs').ChainConfig[]} chains
 * @property {Partial<Record<import('./social.mjs').SocialProvider, import('./social.mjs').SocialProviderConfig>>} [social]
 * @property {import('./farcaster.mjs').FarcasterConfig} [farcaster] Sign In With Farcaster: its relay and a node of the chain
 *   holding Farcaster's registries (Optimism); no Farcaster login without it
 * @property {number} [farcasterWaitMs] how long one Farcaster-login request waits for the approval (default 20 s)
 * @property {string} [dbPath] PGlite's data directory; default in memory
 * @property {string} [databaseUrl] a PostgreSQL server instead (several instances may share it)
 * @property {Buffer} masterKey 32 bytes: seals every user's key; the key codes are stored under is derived from it
 * @property {boolean} [devMailbox] keep sent mail readable at /dev/mailbox (never in production)
 * @property {import('./mail.mjs').Deliver} [deliver]
 * @property {string} [appName]
 * @property {() => number} [now]
 * @property {number} [deviceWaitMs] how long one device-approval request waits (default 25 s)
 * @property {boolean} [trustProxy] the client's address is the first X-Forwarded-For hop (only behind a proxy that sets it)
 * @property {Partial<Record<import('./rateLimit.mjs').LimitName, import('./rateLimit.mjs').Limit>>} [rateLimits] replaces default limits by name
 * @property {{ perDevice?: number, perAddress?: number }} [longPolls] waiting email/device and farcaster/connect requests allowed at once
 * @property {number} [purgeEveryMs] how often expired rows are removed (default 10 minutes)
 */

/**
 * What the frame page learns about a chain: never its URLs (a bundler's or paymaster's may hold an API key).
 * @param {import('./walletRpc.mjs').ChainConfig} c
 */
export function publicChain(c) {
  /** @type {{ chainId: number, name: string, currency: string, smartAccounts: boolean, sponsor?: string }} */
  const chain = { chainId: c.chainId, name: c.name ?? `Chain ${c.chainId}`, currency: c.currency ?? 'ETH', smartAccounts: Boolean(c.bundlerUrl) }
  if (c.bundlerUrl && c.paymasterUrl) chain.sponsor = c.sponsorName ?? new URL(c.paymasterUrl).host
  return chain
}

/** @param {FrameServerOptions} options */
export async function startFrameServer(options) {
  const now = options.now ?? Date.now
  checkProjects(options.projects)
  const appName = options.appName ?? 'Latch wallet'
  const trustProxy = options.trustProxy ?? false
  const [opened, built] = await Promise.allSettled([openDb({ path: options.dbPath, url: options.databaseUrl }), buildAssets()])
  if (opened.status === 'rejected' || built.status === 'rejected') {
    if (opened.status === 'fulfilled') await opened.value.db.close()
    throw opened.status === 'rejected' ? opened.reason : /** @type {PromiseRejectedResult} */ (built).reason
  }
  const { db, migrations } = opened.value
  const assets = built.value
  const stopPurging = await startPurging({ db, now, everyMs: options.purgeEveryMs }).catch(async (error) => {
    await db.close()
    throw error
  })
  const limiter = createRateLimiter({ db, now, limits: options.rateLimits })
  const longPolls = createLongPollGate(options.longPolls)
  const mailer = createMailer({ db, devMailbox: options.devMailbox ?? false, deliver: options.deliver, now })
  const users = createUsers({ db, masterKey: options.masterKey, now })
  const codes = createCodes({ db, mailer, limiter, now, appName, codeKey: deriveKey(options.masterKey, CODE_KEY_LABEL) })
  const walletRpc = createWalletRpc({ chains: options.chains, users, userOps: createUserOps({ db, now }) })
  const server = createServer()
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port, options.host, () => resolve(undefined))
    })
  } catch (error) {
    await stopPurging()
    await db.close()
    throw error
  }
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const publicUrl = (options.publicUrl ?? `http://${options.host}:${address.port}`).replace(/\/$/, '')
  const ownOrigin = new URL(publicUrl).origin
  const isAppOrigin = (/** @type {string} */ projectId, /** @type {string} */ origin) => isProjectOrigin(options.projects, projectId, origin)
  const social = createSocialLogin({ db, users, now, publicUrl, providers: options.social ?? {}, isAppOrigin })
  const farcaster = createFarcasterLogin({ db, users, now, publicUrl, config: options.farcaster, isAppOrigin, waitMs: options.farcasterWaitMs })
  const emailLogin = createEmailLogin({ db, users, codes, limiter, mailer, now, publicUrl, appName, isAppOrigin })
  const emailUpdate = createEmailUpdate({ db, users, codes, mailer, now, publicUrl, appName })
  const approvals = createApprovals({ db, now })
  const api = createApi({
    approvals,
    limiter,
    users,
    emailLogin,
    emailUpdate,
    social,
    farcaster,
    walletRpc,
    deviceWaitMs: options.deviceWaitMs,
  })
  /** Requests under way, so stop() closes the database only after them. @type {Set<Promise<void>>} */
  const inFlight = new Set()

  /** @param {import('node:http').IncomingMessage} req @param {URL} url */
  function frame(req, url) {
    const projectId = url.searchParams.get('projectId')
    const allowedOrigins = allowedOriginsOf(options.projects, projectId)
    let embedder
    try {
      embedder = req.headers.referer ? new URL(req.headers.referer).origin : undefined
    } catch {
      embedder = undefined
    }
    // A page outside the list gets an inert page that only tells it 'Invalid App Configuration' (so the app can
    // say why); the frame itself is only ever framed by the allowed origins: its frame-ancestors never name a
    // Referer (L5). Without a Referer the frame is served, and the browser enforces its frame-ancestors.
    if (embedder && !isAllowedOrigin(embedder, allowedOrigins)) return invalidFramePage({ allowedOrigins })
    const requested = Number(url.searchParams.get('chainId'))
    const chains = options.chains.map(publicChain)
    const meta = {
      projectId,
      allowedOrigins,
      chains,
      defaultChainId: chains.some((c) => c.chainId === requested) ? requested : chains[0]?.chainId,
      socials: [...Object.keys(options.social ?? {}), ...(farcaster.configured ? ['farcaster'] : [])],
      enableLogger: url.searchParams.get('enableLogger') === 'true',
    }
    return framePage({ meta, frameAncestors: allowedOrigins })
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} name */
  async function callApi(req, res, name) {
    const handler = Object.hasOwn(api, name) ? api[name] : undefined
    if (!handler || req.method !== 'POST') throw new HttpError(404, 'Not found')
    // Same-origin only: the frame page is the API's one client.
    if (req.headers.origin !== ownOrigin) throw new HttpError(403, 'Forbidden')
    const deviceId = validDevice(String(req.headers['x-latch-device'] ?? ''))
    if (!deviceId) throw new HttpError(400, 'Missing device id')
    const projectId = req.headers['x-latch-project']
    if (!isProject(options.projects, projectId)) throw new HttpError(400, 'Unknown project')
    const ip = clientAddress(req, trustProxy)
    await limitApiCall(limiter, name, ip)
    const release = name === 'email/device' || name === 'farcaster/connect' ? longPolls.enter(deviceId, addressKey(ip)) : undefined
    try {
      const auth = String(req.headers.authorization ?? '')
      const token = auth.startsWith('Bearer ') ? auth.slice(7) : undefined
      const controller = new AbortController()
      res.on('close', () => controller.abort())
      const body = await readJson(req)
      const userAgent = String(req.headers['user-agent'] ?? '')
      sendJson(res, 200, await handler({ body, deviceId, projectId, token, signal: controller.signal, ip, userAgent }))
    } finally {
      release?.()
    }
  }

  /**
   * A link from a mail that acts only on its page's POST: GET shows what it would do (a mail scanner that
   * fetches every link changes nothing), the form's Approve does it once; a used or expired one is 410.
   * @template T
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   * @param {{ pending(token: string): Promise<T | undefined>, act(token: string): Promise<boolean>,
   *   confirmPage(token: string, pending: T): { html: string, csp: string }, donePage(): { html: string, csp: string }, expiredPage(): { html: string, csp: string } }} link
   */
  async function mailLink(req, res, url, link) {
    if (req.method !== 'GET' && req.method !== 'POST') throw new HttpError(405, 'Method not allowed')
    await limiter.hit('page-ip', addressKey(clientAddress(req, trustProxy)))
    const token = req.method === 'GET' ? (url.searchParams.get('token') ?? '') : ((await readForm(req)).get('token') ?? '')
    if (req.method === 'GET') {
      const pending = token ? await link.pending(token) : undefined
      const { html, csp } = pending ? link.confirmPage(token, pending) : link.expiredPage()
      return sendHtml(res, pending ? 200 : 410, html, csp)
    }
    const done = token ? await link.act(token) : false
    const { html, csp } = done ? link.donePage() : link.expiredPage()
    return sendHtml(res, done ? 200 : 410, html, csp)
  }
  /** The device-approval mail's link (M1). */
  const deviceLink = {
    pending: emailLogin.pending,
    act: emailLogin.approve,
    confirmPage: (/** @type {string} */ token, /** @type {import('./emailLogin.mjs').PendingApproval} */ approval) => confirmDevicePage({ token, approval, appName }),
    donePage: deviceApprovedPage,
    expiredPage: deviceLinkExpiredPage,
  }
  /** The undo link sent to the old address after an e-mail change (H5). */
  const undoLink = {
    pending: emailUpdate.pendingUndo,
    act: emailUpdate.undo,
    confirmPage: (/** @type {string} */ token, /** @type {{ oldEmail: string, newEmail: string, changedAt: number }} */ change) => confirmUndoPage({ token, change, appName }),
    donePage: () => undoResultPage(true),
    expiredPage: () => undoResultPage(false),
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', publicUrl)
    try {
      if (url.pathname.startsWith('/api/')) return await callApi(req, res, url.pathname.slice(5))
      if (url.pathname === '/device/approve') return await mailLink(req, res, url, deviceLink)
      if (url.pathname === '/email/undo') return await mailLink(req, res, url, undoLink)
      if (url.pathname === PROJECT_CONFIG_PATH) return await serveProjectConfig({ req, res, url, projects: options.projects, limiter, ip: clientAddress(req, trustProxy) })
      if (req.method !== 'GET') throw new HttpError(405, 'Method not allowed')
      const asset = assets.get(url.pathname)
      if (asset) return sendAsset(res, asset.type, asset.body)
      switch (url.pathname) {
        case '/frame': {
          const { html, csp } = frame(req, url)
          return sendHtml(res, 200, html, csp)
        }
        case '/social/callback': {
          const { html, csp } = callbackPage({ appOrigin: await social.appOriginOf(url.searchParams.get('state') ?? '') })
          return sendHtml(res, 200, html, csp)
        }
        case '/dev/mailbox': {
          if (!options.devMailbox) throw new HttpError(404, 'Not found')
          const { html, csp } = mailboxPage(await mailer.list(url.searchParams.get('to') ?? undefined))
          return sendHtml(res, 200, html, csp)
        }
        case '/dev/mailbox.json':
          if (!options.devMailbox) throw new HttpError(404, 'Not found')
          return sendJson(res, 200, await mailer.list(url.searchParams.get('to') ?? undefined))
        case '/healthz':
          return sendJson(res, 200, { ok: true })
        default:
          throw new HttpError(404, 'Not found')
      }
    } catch (error) {
      const { status, retryAfter } = /** @type {{ status?: number, retryAfter?: number }} */ (error)
      if (!status) console.error('embedded-frame:', error)
      const headers = retryAfter ? { 'retry-after': String(retryAfter) } : undefined
      if (!res.headersSent) sendJson(res, status ?? 500, { error: status && error instanceof Error ? error.message : 'An error occurred' }, headers)
    }
  }

  server.on('request', (req, res) => {
    const work = handle(req, res)
    inFlight.add(work)
    work.finally(() => inFlight.delete(work))
  })

  return {
    url: publicUrl,
    frameUrl: `${publicUrl}/frame`,
    /** The migrations this start applied (none when the database was up to date). */
    migrations,
    /** The dev mailbox (empty unless `devMailbox`). */
    mailbox: mailer.list,
    async stop() {
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)))
      // Waiting requests see their connection close and return at once.
      server.closeAllConnections()
      await closed
      await Promise.allSettled([...inFlight])
      await stopPurging()
      walletRpc.close()
      await db.close()
    },
  }
}
