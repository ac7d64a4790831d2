// Small HTTP helpers: JSON and form bodies with a size limit, JSON and HTML answers with the security headers
// every answer of this server carries.

const MAX_BODY = 64 * 1024
const MAX_FORM = 8 * 1024

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Record<string, unknown>>} */
export function readJson(req) {
  return new Promise((resolve, reject) => {
    let size = 0
    /** @type {Buffer[]} */
    const chunks = []
    req.on('data', (c) => {
      size += c.length
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('Request too large'), { status: 413 }))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => {
      try {
        const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error()
        resolve(body)
      } catch {
        reject(Object.assign(new Error('The request body is not a JSON object'), { status: 400 }))
      }
    })
    req.on('error', reject)
  })
}

/** A URL-encoded form (the device-approval page's). @param {import('node:http').IncomingMessage} req @returns {Promise<URLSearchParams>} */
export function readForm(req) {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (c) => {
      body += c
      if (body.length > MAX_FORM) {
        reject(Object.assign(new Error('Request too large'), { status: 413 }))
        req.destroy()
      }
    })
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers] e.g. `retry-after`
 */
export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { ...BASE_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 * @param {string} csp
 * @param {Record<string, string>} [headers]
 */
export function sendHtml(res, status, html, csp, headers = {}) {
  res.writeHead(status, { ...BASE_HEADERS, ...headers, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'referrer-policy': 'no-referrer' })
  res.end(html)
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} contentType
 * @param {string | Uint8Array} body
 */
export function sendAsset(res, contentType, body) {
  res.writeHead(200, { ...BASE_HEADERS, 'content-type': contentType, 'cross-origin-resource-policy': 'same-origin' })
  res.end(body)
}

/** Text for HTML (element content and double-quoted attributes). @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
