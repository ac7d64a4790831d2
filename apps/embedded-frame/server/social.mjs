// Social login over OpenID Connect (authorization code + PKCE + nonce, through `openid-client`). Each
// provider (google, github, apple, facebook, x, discord) is an issuer + client the operator configures; the
// local stack points all of them at its own OpenID provider. Provider metadata is discovered on first use, so
// the frame server starts even while a provider is down.
import * as oidc from 'openid-client'
import { HttpError } from './httpError.mjs'

export const SOCIAL_PROVIDERS = /** @type {const} */ (['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/**
 * @typedef {(typeof SOCIAL_PROVIDERS)[number]} SocialProvider
 * @typedef {{ issuer: string, clientId: string, clientSecret?: string, scope?: string }} SocialProviderConfig
 */

/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, now: () => number, publicUrl: string,
 *   providers: Partial<Record<SocialProvider, SocialProviderConfig>> }} deps
 */
export function createSocialLogin({ db, users, now, publicUrl, providers }) {
  const callbackUrl = `${publicUrl}/social/callback`
  /** @type {Map<string, Promise<oidc.Configuration>>} */
  const configs = new Map()

  /** @param {SocialProvider} provider */
  function configFor(provider) {
    const settings = providers[provider]
    if (!settings) throw new HttpError(400, `Login with ${provider} is not configured on this wallet`)
    let config = configs.get(provider)
    if (!config) {
      const issuer = new URL(settings.issuer)
      // Plain http only for a provider on this machine (the local stack); anything else must be https.
      const loopback = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
      config = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, loopback ? { execute: [oidc.allowInsecureRequests] } : undefined)
      // A failed discovery is retried on the next login, not cached.
      config.catch(() => configs.delete(provider))
      configs.set(provider, config)
    }
    return config
  }

  return {
    callbackUrl,
    /**
     * The provider's sign-in address for this device, remembered with its PKCE verifier and nonce.
     * @param {{ provider: SocialProvider, deviceId: string, appOrigin: string }} request
     */
    async start({ provider, deviceId, appOrigin }) {
      const settings = providers[provider]
      const config = await configFor(provider).catch((error) => {
        throw error instanceof HttpError ? error : new HttpError(502, `Could not reach the ${provider} login service`)
      })
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      db.run('DELETE FROM social_logins WHERE expires_at <= ?', [now()])
      db.run('INSERT INTO social_logins (state, provider, device_id, app_origin, code_verifier, nonce, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
        state,
        provider,
        deviceId,
        appOrigin,
        codeVerifier,
        nonce,
        now() + SOCIAL_LOGIN_TTL_MS,
      ])
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: settings?.scope ?? 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return url.href
    },

    /** The app origin that started the login with `state` (the callback page posts the result there only). @param {string} state */
    appOriginOf(state) {
      const row = db.get('SELECT app_origin FROM social_logins WHERE state = ? AND expires_at > ?', [state, now()])
      return row ? String(row.app_origin) : undefined
    },

    /**
     * Redeems the callback address the app got back from the popup: code for tokens, id token checked, user
     * found or created, session started on this device.
     * @param {{ uri: string, deviceId: string }} request
     */
    async connect({ uri, deviceId }) {
      let url
      try {
        url = new URL(uri)
      } catch {
        throw new HttpError(400, 'Invalid social login result')
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl) throw new HttpError(400, 'Invalid social login result')
      const state = url.searchParams.get('state') ?? ''
      const row = db.get('SELECT * FROM social_logins WHERE state = ? AND device_id = ? AND expires_at > ?', [state, deviceId, now()])
      if (!row) throw new HttpError(400, 'This social login has expired. Try again.')
      db.run('DELETE FROM social_logins WHERE state = ?', [state])
      const provider = /** @type {SocialProvider} */ (String(row.provider))
      if (url.searchParams.has('error')) throw new HttpError(400, `Login with ${provider} was cancelled`)
      const config = await configFor(provider)
      let tokens
      try {
        tokens = await oidc.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: String(row.code_verifier),
          expectedState: state,
          expectedNonce: String(row.nonce),
          idTokenExpected: true,
        })
      } catch (error) {
        throw new HttpError(400, `Login with ${provider} failed: ${error instanceof Error ? error.message : 'unknown error'}`)
      }
      const claims = tokens.claims()
      if (!claims) throw new HttpError(400, `Login with ${provider} failed: no identity`)
      const email = typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : undefined
      const name = [claims.preferred_username, claims.name, email].find((c) => typeof c === 'string' && c)
      const user = users.forSubject({ subject: `${provider}|${claims.iss}|${claims.sub}`, email, userName: /** @type {string | undefined} */ (name) })
      users.approveDevice(user.id, deviceId)
      return { token: users.startSession(user.id, deviceId), user }
    },
  }
}
