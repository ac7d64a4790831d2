// The local stand-in for an on-ramp provider: one loopback server that mounts @latch/onramp-server's real handler
// (at /onramp, what core's httpOnramp is pointed at) with the "Latch Test Pay" provider, and serves that provider's
// checkout (/checkout?session=…), which pays the purchase in ETH on the local anvil from a funder account.
import { createServer } from 'node:http'
import { createOnrampHandler, toNodeListener } from '@latch/onramp-server'
import { JsonRpcProvider, Wallet } from 'ethers'
import { CHECKOUT_CSP, CHECKOUT_CSS, CHECKOUT_JS, checkoutGoneHtml, checkoutHtml } from './checkoutPage.mjs'
import { localProvider } from './localProvider.mjs'

/**
 * anvil's default account 6 (0x976EA74026E726554dB657fA54763abd0C3a0aa9): no e2e flow asserts its ETH balance, and
 * it deploys nothing, so paying from it moves no contract address and no balance a test reads. Test key only.
 */
export const ONRAMP_FUNDER_KEY = '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e'
/** The handler's routes live under this path of the stand-in. */
export const ONRAMP_BASE_PATH = '/onramp'
const MAX_PAY_BODY = 1024

/**
 * @param {{ host?: string, port: number, rpcUrl: string, chainId: number, allowedOrigins: string[], funderKey: string, now?: () => number }} options
 * @returns {Promise<{ url: string, origin: string, stop: () => Promise<void> }>}
 */
export async function startOnrampStandIn({ host = '127.0.0.1', port, rpcUrl, chainId, allowedOrigins, funderKey, now = Date.now }) {
  // Loopback only: anyone who reaches the pay route spends the funder's test ETH.
  if (host !== '127.0.0.1') throw new Error(`the on-ramp stand-in binds to 127.0.0.1 only, not ${host}`)
  const origin = `http://${host}:${port}`
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, polling: false, cacheTimeout: -1 })
  const funder = new Wallet(funderKey, provider)
  /** @type {Map<string, import('./localProvider.mjs').CheckoutSession>} */
  const sessions = new Map()
  const handler = createOnrampHandler({
    providers: [localProvider({ chainId, baseUrl: origin, sessions, now })],
    allowedOrigins,
    basePath: ONRAMP_BASE_PATH,
    // e2e flows quote on every keystroke from one loopback IP.
    rateLimit: { windowMs: 60_000, max: 1000 },
    purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'local', display_name: 'Local chain', chain_id: String(chainId), contract_address: '' }] }],
    paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'CARD', min: '1', max: '1000' }] }],
  })
  const api = toNodeListener(handler)
  /** Sends one at a time so each transaction takes the next nonce. @type {Promise<unknown>} */
  let sending = Promise.resolve()

  /** @param {string} id @returns {Promise<[number, unknown]>} */
  async function pay(id) {
    const session = sessions.get(id)
    if (!session) return [404, { error: { code: 'UNKNOWN_SESSION', message: 'This checkout is unknown.' } }]
    if (session.state !== 'open') return [409, { error: { code: 'SESSION_USED', message: 'This checkout was already used.' } }]
    if (now() > session.expiresAt) return [410, { error: { code: 'SESSION_EXPIRED', message: 'This checkout has expired.' } }]
    // Spent before anything is sent: a second Pay while this one runs is refused.
    session.state = 'paying'
    const sent = sending.then(() => funder.sendTransaction({ to: session.address, value: session.wei }))
    sending = sent.catch(() => {})
    let tx
    try {
      tx = await sent
    } catch (error) {
      // Nothing left the funder: the checkout may be paid again.
      session.state = 'open'
      return [502, { error: { code: 'PAYMENT_FAILED', message: `The test payment could not be sent (${error instanceof Error ? error.message.slice(0, 120) : 'unknown'}).` } }]
    }
    // ethers throws for a reverted transaction (a buyer contract that refuses ETH) and answers null for none.
    const receipt = await tx.wait().catch(() => null)
    if (receipt?.status !== 1) {
      session.state = 'failed'
      return [502, { error: { code: 'PAYMENT_FAILED', message: 'The test payment reverted.' } }]
    }
    session.state = 'paid'
    return [200, { status: 'completed', provider: 'local', transactionHash: receipt.hash, targetOrigin: session.origin }]
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin)
    if (url.pathname.startsWith(`${ONRAMP_BASE_PATH}/`)) return api(req, res)
    /** @param {number} status @param {string} type @param {string} body @param {Record<string, string>} [headers] */
    const send = (status, type, body, headers = {}) => res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers }).end(body)
    if (req.method === 'GET' && url.pathname === '/checkout') {
      const session = sessions.get(url.searchParams.get('session') ?? '')
      const html = { 'content-security-policy': CHECKOUT_CSP }
      if (!session || now() > session.expiresAt) return send(404, 'text/html; charset=utf-8', checkoutGoneHtml('This checkout is unknown or has expired.'), html)
      if (session.state !== 'open') return send(410, 'text/html; charset=utf-8', checkoutGoneHtml('This checkout was already used.'), html)
      return send(200, 'text/html; charset=utf-8', checkoutHtml(session), html)
    }
    if (req.method === 'GET' && url.pathname === '/checkout.js') return send(200, 'text/javascript; charset=utf-8', CHECKOUT_JS)
    if (req.method === 'GET' && url.pathname === '/checkout.css') return send(200, 'text/css; charset=utf-8', CHECKOUT_CSS)
    if (req.method === 'POST' && url.pathname === '/checkout/pay') {
      /** @param {number} status @param {unknown} body */
      const json = (status, body) => send(status, 'application/json', JSON.stringify(body))
      // Only the checkout page (this origin) may pay; a browser always sends Origin on a POST.
      if (req.headers.origin !== origin) return json(403, { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Pay from the checkout page.' } })
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk) => {
        body += chunk
        if (body.length > MAX_PAY_BODY) req.destroy()
      })
      req.on('end', () => {
        /** @type {unknown} */
        let parsed
        try {
          parsed = JSON.parse(body)
        } catch {
          return json(400, { error: { code: 'INVALID_REQUEST', message: 'The body is not JSON.' } })
        }
        const id = /** @type {{ session?: unknown }} */ (parsed)?.session
        if (typeof id !== 'string') return json(400, { error: { code: 'INVALID_REQUEST', message: '"session" is missing.' } })
        pay(id)
          .then(([status, answer]) => json(status, answer))
          .catch((/** @type {unknown} */ error) => json(500, { error: { code: 'INTERNAL', message: error instanceof Error ? error.message.slice(0, 200) : String(error) } }))
      })
      return
    }
    send(404, 'text/plain; charset=utf-8', 'Not found')
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  return {
    url: `${origin}${ONRAMP_BASE_PATH}`,
    origin,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      provider.destroy()
    },
  }
}
