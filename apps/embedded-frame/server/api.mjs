// The frame's API. Only the frame page (this origin) calls it: a request from any other origin is refused
// before it is read. Identity is the device id the frame keeps in its own storage plus, once logged in, the
// session token (Bearer); neither ever reaches the host page.
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
 * @typedef {{ body: Record<string, unknown>, deviceId: string, token: string | undefined, signal: AbortSignal }} ApiRequest
 * @typedef {(request: ApiRequest) => Promise<unknown> | unknown} ApiHandler
 */

/**
 * @param {{ users: import('./users.mjs').Users, emailLogin: ReturnType<typeof import('./emailLogin.mjs').createEmailLogin>,
 *   emailUpdate: ReturnType<typeof import('./emailUpdate.mjs').createEmailUpdate>, social: ReturnType<typeof import('./social.mjs').createSocialLogin>,
 *   walletRpc: ReturnType<typeof import('./walletRpc.mjs').createWalletRpc>, deviceWaitMs?: number }} deps
 * @returns {Record<string, ApiHandler>}
 */
export function createApi({ users, emailLogin, emailUpdate, social, walletRpc, deviceWaitMs = DEVICE_WAIT_MS }) {
  /** @param {ApiRequest} request */
  const sessionOf = ({ token, deviceId }) => {
    const session = users.session(token)
    // A token only works on the device it was issued to.
    if (!session || session.deviceId !== deviceId) throw new HttpError(401, 'Not logged in')
    return session.user
  }
  /** @param {import('./users.mjs').User} user */
  const publicUser = (user) => ({ email: user.email, address: user.address, userName: user.userName })

  return {
    'email/start': async ({ body, deviceId, token }) => ({ action: await emailLogin.start({ email: email(body.email), deviceId, token }) }),
    'email/device': async ({ deviceId, signal }) => {
      await emailLogin.waitForDevice({ deviceId, waitMs: deviceWaitMs, signal })
      return {}
    },
    'email/verify': ({ body, deviceId }) => {
      const { token, user } = emailLogin.verify({ deviceId, otp: otp(body.otp) })
      return { token, user: publicUser(user) }
    },
    user: (request) => publicUser(sessionOf(request)),
    session: ({ token, deviceId }) => ({ isConnected: users.session(token)?.deviceId === deviceId }),
    signout: ({ token }) => {
      if (token) users.endSession(token)
      return {}
    },
    'email/update': async (request) => ({
      action: await emailUpdate.start({ user: sessionOf(request), deviceId: request.deviceId, newEmail: email(request.body.email) }),
    }),
    'email/update/primary': async (request) => {
      await emailUpdate.primary({ user: sessionOf(request), deviceId: request.deviceId, otp: otp(request.body.otp) })
      return {}
    },
    'email/update/secondary': (request) => ({
      newEmail: emailUpdate.secondary({ user: sessionOf(request), deviceId: request.deviceId, otp: otp(request.body.otp) }),
    }),
    'social/start': async ({ body, deviceId }) => {
      const provider = /** @type {import('./social.mjs').SocialProvider} */ (body.provider)
      if (!SOCIAL_PROVIDERS.includes(provider)) throw new HttpError(400, 'Unknown social provider')
      const appOrigin = text(body.appOrigin, 'app origin', 2048)
      return { uri: await social.start({ provider, deviceId, appOrigin }) }
    },
    'social/connect': async ({ body, deviceId }) => {
      const { token, user } = await social.connect({ uri: text(body.uri, 'social login result', 4096), deviceId })
      return { token, user: publicUser(user) }
    },
    rpc: async (request) => {
      const user = sessionOf(request)
      const { method, params, chainId } = request.body
      return { result: await walletRpc.request({ user, method: text(method, 'method', 128), params, chainId }) }
    },
  }
}

/** @param {string | undefined} value */
export const validDevice = (value) => (value && DEVICE.test(value) ? value : undefined)
