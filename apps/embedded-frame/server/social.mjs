// Social login over OpenID Connect (authorization code + PKCE + nonce, through `openid-client`). Each
// provider (google, github, apple, facebook, x, discord) is an issuer + client the operator configures; the
// local stack points all of them at its own OpenID provider. Provider metadata is discovered on first use, so
// the frame server starts even while a provider is down.
//
// The authorization code must reach only the frame that started the login, on the device that started it
// (review finding C1): a login is bound to the device and to a secret the frame holds (only its hash is kept
// here), and the app origin the callback page announces to must be one of the project's allowed origins.
import { timingSafeEqual } from 'node:crypto'
import * as oidc from 'openid-client'
import { HttpError } from './httpError.mjs'
import { SECRET, secretHashOf } from './loginSecret.mjs'

export const SOCIAL_PROVIDERS = /** @type {const} */ (['google', 'github', 'apple', 'facebook', 'x', 'discord'])
export const SOCIAL_LOGIN_TTL_MS = 10 * 60_000

/**
 * @typedef {(typeof SOCIAL_PROVIDERS)[number]} SocialProvider
 * `linkVerifiedEmail`: this provider verifies the e-mails it asserts, so its login may join an account made by
 * e-mail login with the same address (L1). Off unless set: an OIDC bridge that passes on unverified addresses
 * as verified would otherwise let its users into every e-mail account.
 * @typedef {{ issuer: string, clientId: string, clientSecret?: string, scope?: string, linkVerifiedEmail?: boolean }} SocialProviderConfig
 */


/**
 * @param {{ db: import('./db.mjs').Db, users: import('./users.mjs').Users, now: () => number, publicUrl: string,
 *   providers: Partial<Record<SocialProvider, SocialProviderConfig>>, isAppOrigin: (projectId: string, origin: string) => boolean }} deps
 */
export function createSocialLogin({ db, users, now, publicUrl, providers, isAppOrigin }) {
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
     * The provider's sign-in address for this device, remembered with its PKCE verifier, nonce and the hash of
     * the frame's secret.
     * @param {{ projectId: string, provider: SocialProvider, deviceId: string, appOrigin: string, secretHash: string }} request
     */
    async start({ projectId, provider, deviceId, appOrigin, secretHash }) {
      if (!isAppOrigin(projectId, appOrigin)) throw new HttpError(400, 'This site is not allowed to use this wallet')
      if (!SECRET.test(secretHash)) throw new HttpError(400, 'Invalid social login request')
      const settings = providers[provider]
      const config = await configFor(provider).catch((error) => {
        throw error instanceof HttpError ? error : new HttpError(502, `Could not reach the ${provider} login service`)
      })
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      await db.run(
        'INSERT INTO social_logins (state, project_id, provider, device_id, app_origin, code_verifier, nonce, expires_at, secret_hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [state, projectId, provider, deviceId, appOrigin, codeVerifier, nonce, now() + SOCIAL_LOGIN_TTL_MS, secretHash],
      )
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
    async appOriginOf(state) {
      const row = await db.get('SELECT app_origin FROM social_logins WHERE state = $1 AND expires_at > $2', [state, now()])
      return row ? String(row.app_origin) : undefined
    },

    /**
     * Redeems the callback address the frame got from the popup, with the secret of the frame that started the
     * login: code for tokens, id token checked, user found or created, session started on this device.
     * @param {{ projectId: string, uri: string, deviceId: string, secret: string, deviceKey?: string }} request
     */
    async connect({ projectId, uri, deviceId, secret, deviceKey }) {
      let url
      try {
        url = new URL(uri)
      } catch {
        throw new HttpError(400, 'Invalid social login result')
      }
      if (`${url.origin}${url.pathname}` !== callbackUrl) throw new HttpError(400, 'Invalid social login result')
      const state = url.searchParams.get('state') ?? ''
      const row = await db.get('SELECT * FROM social_logins WHERE state = $1 AND project_id = $2 AND device_id = $3 AND expires_at > $4', [state, projectId, deviceId, now()])
      if (!row) throw new HttpError(400, 'This social login has expired. Try again.')
      const expected = Buffer.from(String(row.secret_hash))
      const given = Buffer.from(SECRET.test(secret) ? secretHashOf(secret) : '')
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new HttpError(400, 'This social login was not started here. Try again.')
      // Single use, and only one of two racing redeems gets the row.
      if ((await db.run('DELETE FROM social_logins WHERE state = $1', [state])) !== 1) throw new HttpError(400, 'This social login has expired. Try again.')
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
      const user = await users.forSubject(projectId, {
        subject: `${provider}|${claims.iss}|${claims.sub}`,
        email,
        userName: /** @type {string | undefined} */ (name),
        linkByEmail: providers[provider]?.linkVerifiedEmail === true,
      })
      await users.approveDevice(projectId, user.id, deviceId)
      return { token: await users.startSession(projectId, user.id, deviceId, deviceKey), user }
    },
  }
}
