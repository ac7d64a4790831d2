// The frame's API. Only the frame page (this origin) calls it: a request from any other origin is refused
// before it is read. Identity is the device id the frame keeps in its own storage plus, once logged in, the
// session token (Bearer); neither ever reaches the host page.
import { classifyRpcMethod } from '@latch/frame-bridge'
import { validDeviceKey } from './approvals.mjs'
import { HttpError } from './httpError.mjs'
import { SOCIAL_PROVIDERS } from './social.mjs'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DEVICE = /^[A-Za-z0-9_-]{16,128}$/
/** How long one device-approval request waits before answering 'not yet' (under the app's 30 s timeout). */
export const DEVICE_WAIT_MS = 25_000

/** @param {unknown} value */
function email(value) {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (text.length > 254 || !EMAIL.test(text)) throw new HttpError(400, 'Invalid e-mail address')
  return text
}

/** @param {unknown} value */
function otp(value) {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) throw new HttpError(400, 'Enter the code from the e-mail')
  return value.trim()
}

/** @param {unknown} value @param {string} name @param {number} max */
function text(value, name, max) {
  if (typeof value !== 'string' || value === '' || value.length > max) throw new HttpError(400, `Invalid ${name}`)
  return value
}

/**
 * `projectId`: a configured project (checked before any handler runs); `ip`: the client's address (see
 * ./clientAddress.mjs); `userAgent`: its User-Agent header, as sent.
 * @typedef {{ body: Record<string, unknown>, deviceId: string, projectId: string, token: string | undefined, signal: AbortSignal, ip: string, userAgent: string }} ApiRequest
 * @typedef {(request: ApiRequest) => Promise<unknown> | unknown} ApiHandler
 */

/**
 * @param {{ approvals: ReturnType<typeof import('./approvals.mjs').createApprovals>, limiter: import('./rateLimit.mjs').RateLimiter, users: import('./users.mjs').Users, emailLogin: ReturnType<typeof import('./emailLogin.mjs').createEmailLogin>,
 *   emailUpdate: ReturnType<typeof import('./emailUpdate.mjs').createEmailUpdate>, social: ReturnType<typeof import('./social.mjs').createSocialLogin>,
 *   farcaster: ReturnType<typeof import('./farcaster.mjs').createFarcasterLogin>,
 *   walletRpc: ReturnType<typeof import('./walletRpc.mjs').createWalletRpc>, deviceWaitMs?: number }} deps
 * @returns {Record<string, ApiHandler>}
 */
export function createApi({ approvals, limiter, users, emailLogin, emailUpdate, social, farcaster, walletRpc, deviceWaitMs = DEVICE_WAIT_MS }) {
  /** @param {ApiRequest} request */
  const liveSession = async ({ token, deviceId, projectId }) => {
    const session = await users.session(projectId, token)
    // A token only works on the device it was issued to.
    if (!session || session.deviceId !== deviceId) throw new HttpError(401, 'Not logged in')
    return session
  }
  /** @param {ApiRequest} request */
  const sessionOf = async (request) => (await liveSession(request)).user
  /** The device's approval key sent with a login; a malformed one is refused rather than silently dropped. @param {unknown} value */
  const deviceKeyOf = (value) => {
    if (value === undefined) return undefined
    const key = validDeviceKey(typeof value === 'string' ? value : undefined)
    if (!key) throw new HttpError(400, 'Invalid device key')
    return key
  }
  /** @param {import('./users.mjs').User} user */
  const publicUser = (user) => ({ email: user.email, address: user.address, userName: user.userName, avatarUrl: user.avatarUrl, preferredAccountType: user.accountType })
  /** The user's accounts on a chain: asks the node (the smart account's address and code), so counted like RPC. @param {import('./users.mjs').User} user @param {unknown} chainId */
  const accountsOf = async (user, chainId) => {
    if (chainId !== undefined) await limiter.hit('rpc-user', user.id)
    return walletRpc.accountsOf(user, chainId)
  }

  return {
    'email/start': async ({ body, deviceId, projectId, token, ip, userAgent }) => ({
      action: await emailLogin.start({ projectId, email: email(body.email), deviceId, token, ip, userAgent, appOrigin: typeof body.appOrigin === 'string' ? body.appOrigin : undefined }),
    }),
    'email/device': async ({ deviceId, projectId, signal }) => {
      await emailLogin.waitForDevice({ projectId, deviceId, waitMs: deviceWaitMs, signal })
      return {}
    },
    'email/verify': async ({ body, deviceId, projectId, ip }) => {
      const { token, user } = await emailLogin.verify({ projectId, deviceId, otp: otp(body.otp), ip, deviceKey: deviceKeyOf(body.deviceKey) })
      return { token, user: publicUser(user) }
    },
    user: async (request) => accountsOf(await sessionOf(request), request.body.chainId ?? undefined),
    // The account type the user chose; a smart account only where the chain has a bundler (checked first).
    'account/preferred': async (request) => {
      const user = await sessionOf(request)
      const { type, chainId } = request.body
      if (type !== 'eoa' && type !== 'smartAccount') throw new HttpError(400, 'The account type must be eoa or smartAccount')
      const chain = walletRpc.chainOf(chainId)
      if (type === 'smartAccount' && !chain.bundlerUrl) throw new HttpError(400, `Smart accounts are not available on chain ${chain.chainId}`)
      await users.setAccountType(user.projectId, user.id, type)
      return accountsOf({ ...user, accountType: type }, chain.chainId)
    },
    'account/smart': async (request) => {
      const user = await sessionOf(request)
      await limiter.hit('rpc-user', user.id)
      return walletRpc.smartAccount(user, request.body.chainId)
    },
    // The frame checks its session when it loads: an old token is swapped for a new one then (L2).
    session: async ({ token, deviceId, projectId }) => {
      const session = await users.session(projectId, token)
      if (!token || session?.deviceId !== deviceId) return { isConnected: false }
      const rotated = await users.rotate(projectId, token)
      return rotated ? { isConnected: true, token: rotated } : { isConnected: true }
    },
    signout: async (request) => {
      const { token, projectId, body } = request
      if (body.everywhere === true) {
        const session = await liveSession(request)
        await users.endSessions(projectId, session.user.id)
        return {}
      }
      if (token) await users.endSession(projectId, token)
      return {}
    },
    'email/update': async (request) => ({
      action: await emailUpdate.start({ user: await sessionOf(request), deviceId: request.deviceId, newEmail: email(request.body.email), ip: request.ip }),
    }),
    'email/update/primary': async (request) => {
      await emailUpdate.primary({ user: await sessionOf(request), deviceId: request.deviceId, otp: otp(request.body.otp), ip: request.ip })
      return {}
    },
    'email/update/secondary': async (request) => {
      const session = await liveSession(request)
      return {
        newEmail: await emailUpdate.secondary({ user: session.user, deviceId: request.deviceId, otp: otp(request.body.otp), tokenHash: session.tokenHash, ip: request.ip }),
      }
    },
    'social/start': async ({ body, deviceId, projectId }) => {
      const provider = /** @type {import('./social.mjs').SocialProvider} */ (body.provider)
      if (!SOCIAL_PROVIDERS.includes(provider)) throw new HttpError(400, 'Unknown social provider')
      const appOrigin = text(body.appOrigin, 'app origin', 2048)
      const secretHash = text(body.secretHash, 'social login request', 64)
      return { uri: await social.start({ projectId, provider, deviceId, appOrigin, secretHash }) }
    },
    'social/connect': async ({ body, deviceId, projectId }) => {
      const uri = text(body.uri, 'social login result', 4096)
      const secret = text(body.secret, 'social login result', 64)
      const { token, user } = await social.connect({ projectId, uri, deviceId, secret, deviceKey: deviceKeyOf(body.deviceKey) })
      return { token, user: publicUser(user) }
    },
    'farcaster/start': async ({ body, deviceId, projectId }) => {
      const appOrigin = text(body.appOrigin, 'app origin', 2048)
      const secretHash = text(body.secretHash, 'Farcaster login request', 64)
      return { url: await farcaster.start({ projectId, deviceId, appOrigin, secretHash }) }
    },
    // Waits up to 20 s for the approval; { pending: true } until it comes (the frame asks again).
    'farcaster/connect': async ({ body, deviceId, projectId, signal }) => {
      const secret = text(body.secret, 'Farcaster login', 64)
      const result = await farcaster.connect({ projectId, deviceId, secret, deviceKey: deviceKeyOf(body.deviceKey), signal })
      return 'pending' in result ? result : { token: result.token, user: publicUser(result.user) }
    },
    // The frame asks for this when it shows an unsafe request; Approve redeems it with the device key (M6).
    'approval/start': async (request) => {
      const session = await liveSession(request)
      const { method, params, chainId } = request.body
      if (classifyRpcMethod(text(method, 'method', 128)) !== 'unsafe') throw new HttpError(400, 'Only requests that sign need an approval')
      return approvals.issue({ tokenHash: session.tokenHash, request: { method: String(method), params, chainId } })
    },
    rpc: async (request) => {
      const session = await liveSession(request)
      await limiter.hit('rpc-user', session.user.id)
      const { method, params, chainId, approval } = request.body
      const name = text(method, 'method', 128)
      if (classifyRpcMethod(name) === 'unsafe') await approvals.redeem({ tokenHash: session.tokenHash, deviceKey: session.deviceKey, request: { method: name, params, chainId }, approval })
      return { result: await walletRpc.request({ user: session.user, method: name, params, chainId }) }
    },
  }
}

/** @param {string | undefined} value */
export const validDevice = (value) => (value && DEVICE.test(value) ? value : undefined)
