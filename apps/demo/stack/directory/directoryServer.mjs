// The local wallet directory: the explorer API (`GET /getWallets`, `GET /getWalletImage/:imageId`) served
// from local data on loopback, so the demo and e2e list wallets without the hosted service or a project id.
// It runs in the stack's own node process (no child, no PID to track); `stop()` closes it and every
// open connection.
import { createServer } from 'node:http'
import { indexWallets, queryWallets } from './queryWallets.mjs'
import { walletImageSvg } from './walletImage.mjs'
import { directoryWallets, sortWallets } from './wallets.mjs'

/** @typedef {import('./wallets.mjs').DirectoryWallet} DirectoryWallet */
/** @typedef {{ url: string, port: number, stop: () => Promise<void> }} DirectoryServerHandle */
/**
 * @typedef {{
 *   host?: string,
 *   port?: number,
 *   wallets?: readonly DirectoryWallet[],
 *   latencyMs?: number,
 * }} DirectoryServerOptions
 *   `port` 0 picks a free port. `wallets` replaces the default data (tests). `latencyMs` delays every
 *   `/getWallets` answer, to see loading states and aborts against a slow directory.
 */

/** Headers the explorer clients send; allowed in CORS preflights. */
const ALLOWED_HEADERS = 'accept, content-type, x-project-id, x-sdk-type, x-sdk-version'
/** Images never change for an id: a day of caching, and `immutable` so reloads skip revalidation. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable'

/**
 * Starts the directory on `host:port` and resolves once it listens.
 * @param {DirectoryServerOptions} [options]
 * @returns {Promise<DirectoryServerHandle>}
 */
export async function startDirectoryServer({ host = '127.0.0.1', port = 0, wallets, latencyMs = 0 } = {}) {
  const index = indexWallets(wallets ? sortWallets(wallets) : directoryWallets())
  /** @type {Map<string, DirectoryWallet>} */
  const byImageId = new Map()
  for (const w of index.wallets) if (w.image_id && !byImageId.has(w.image_id)) byImageId.set(w.image_id, w)

  /** @type {Set<NodeJS.Timeout>} */
  const delayed = new Set()

  const server = createServer((req, res) => {
    const origin = req.headers.origin
    res.setHeader('vary', 'origin')
    if (origin && isLoopbackOrigin(origin)) res.setHeader('access-control-allow-origin', origin)

    if (req.method === 'OPTIONS') {
      // A preflight from anything but a loopback page is refused: the demo only ever runs on loopback.
      if (!origin || !isLoopbackOrigin(origin)) return send(res, 403, { error: 'Origin not allowed' })
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, HEAD, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      })
      return res.end()
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD, OPTIONS')
      return send(res, 405, { error: 'Method not allowed' })
    }

    const url = new URL(req.url ?? '/', 'http://directory.invalid')
    if (url.pathname === '/getWallets') {
      const result = queryWallets(index, url.searchParams)
      const answer = () => {
        if (res.destroyed) return
        if (result.ok) send(res, 200, result.body)
        else send(res, 400, { error: result.error })
      }
      if (latencyMs <= 0) return answer()
      const timer = setTimeout(() => {
        delayed.delete(timer)
        answer()
      }, latencyMs)
      delayed.add(timer)
      return
    }
    const image = /^\/getWalletImage\/([^/]+)$/.exec(url.pathname)
    if (image) {
      const wallet = byImageId.get(safeDecode(image[1] ?? ''))
      if (!wallet) return send(res, 404, { error: 'Unknown image id' })
      const { svg, etag } = walletImageSvg(wallet)
      res.setHeader('etag', etag)
      res.setHeader('cache-control', IMAGE_CACHE_CONTROL)
      // The demo page and the directory are different origins (ports): let the page embed the image.
      res.setHeader('cross-origin-resource-policy', 'cross-origin')
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304)
        return res.end()
      }
      res.writeHead(200, {
        'content-type': 'image/svg+xml; charset=utf-8',
        // Opened on its own, an SVG is a document: forbid scripts and sniffing even though ours have none.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      })
      return res.end(svg)
    }
    return send(res, 404, { error: 'Not found' })
  })

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(undefined)
    })
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('directory server has no TCP address')

  let stopped = /** @type {Promise<void> | undefined} */ (undefined)
  const stop = () => {
    // Idempotent, and it closes keep-alive connections too, so `stop()` never hangs on an idle browser tab.
    stopped ??= new Promise((resolve) => {
      for (const timer of delayed) clearTimeout(timer)
      delayed.clear()
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return stopped
  }
  const urlHost = host.includes(':') ? `[${host}]` : host
  return { url: `http://${urlHost}:${address.port}`, port: address.port, stop }
}

/**
 * Whether a page origin is on this machine: `http(s)://` 127.x.x.x, `localhost` or `[::1]`, any port.
 * @param {string} origin
 */
export function isLoopbackOrigin(origin) {
  try {
    const { protocol, hostname } = new URL(origin)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
  } catch {
    return false
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function send(res, status, body) {
  const json = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(json) })
  res.end(json)
}

/** @param {string} segment */
function safeDecode(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return ''
  }
}
