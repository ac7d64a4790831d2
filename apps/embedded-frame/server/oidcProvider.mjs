// A real OpenID Connect provider (`oidc-provider`) for the local stack and the tests, standing in for
// Google, GitHub, Apple, Facebook, X and Discord. Its sign-in page is ours (the library's development page
// loads a remote font): any e-mail and name sign in; consent is granted at once, as a first-party provider
// would. Not for production: real providers are configured on the frame server instead.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { Provider } from 'oidc-provider'
import { escapeHtml } from './http.mjs'

const PAGE_CSP = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'"

/** @param {string} uid @param {string} [error] */
const loginPage = (uid, error) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local sign-in</title></head>
<body><main>
<h1>Local OpenID provider</h1>
<p>Development sign-in: any e-mail and name.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>E-mail <input name="email" type="email" required autocomplete="email" data-testid="oidc-email"></label>
<label>Name <input name="name" type="text" autocomplete="name" data-testid="oidc-name"></label>
<button type="submit" data-testid="oidc-submit">Sign in</button>
</form>
</main></body></html>`

/** @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>} */
function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c) => {
      body += c
      if (body.length > 8192) req.destroy(new Error('Form too large'))
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

/**
 * @param {{ host: string, port: number, clients: { clientId: string, clientSecret: string, redirectUris: string[] }[] }} options
 */
export async function startOidcProvider({ host, port, clients }) {
  const server = createServer()
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const issuer = `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`
  /** @type {Map<string, { email: string, name?: string }>} */
  const accounts = new Map()
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'local', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // The frame reads who signed in from the id token alone.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 86_400, Grant: 86_400, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return { sub, email: account.email, email_verified: true, name: account.name ?? account.email, preferred_username: account.name ?? account.email }
        },
      }
    },
  })
  const handleProvider = provider.callback()

  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(new URL(req.url ?? '/', issuer).pathname)
    if (!match) return handleProvider(req, res)
    try {
      const details = await provider.interactionDetails(req, res)
      if (req.method === 'POST' && details.prompt.name === 'login') {
        const form = await readForm(req)
        const email = (form.get('email') ?? '').trim().toLowerCase()
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP })
          return res.end(loginPage(details.uid, 'Enter an e-mail address'))
        }
        const sub = createHash('sha256').update(email).digest('hex').slice(0, 24)
        accounts.set(sub, { email, name: (form.get('name') ?? '').trim() || undefined })
        return await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
      }
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({ accountId: String(details.session?.accountId), clientId: String(details.params.client_id) })
        const missing = /** @type {{ missingOIDCScope?: string[], missingOIDCClaims?: string[] }} */ (details.prompt.details)
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '))
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims)
        return await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' })
      res.end(loginPage(details.uid))
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : 'unknown error'}`)
    }
  })

  return {
    issuer,
    async stop() {
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      server.closeAllConnections()
    },
  }
}
