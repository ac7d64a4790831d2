// One JSON-RPC call to a service the wallet server depends on (bundler, paymaster, node). The caller says
// what to tell the user when the service is unreachable and when it refuses.
import { HttpError } from '../httpError.mjs'

export const SERVICE_TIMEOUT_MS = 15_000

/**
 * @param {string} url
 * @param {string} method
 * @param {unknown[]} params
 * @param {{ unreachable: string, refused: (message: string) => HttpError, timeoutMs?: number }} errors
 * @returns {Promise<unknown>}
 */
export async function jsonRpc(url, method, params, { unreachable, refused, timeoutMs = SERVICE_TIMEOUT_MS }) {
  let res
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
      // A service never sends the wallet elsewhere: a redirect could point it at an address it must not call.
      redirect: 'error',
    })
  } catch {
    throw new HttpError(502, unreachable)
  }
  const body = /** @type {{ result?: unknown, error?: { message?: unknown } }} */ (await res.json().catch(() => ({})))
  if (body && typeof body === 'object' && body.error) throw refused(typeof body.error.message === 'string' ? body.error.message.slice(0, 500) : 'no reason given')
  if (!res.ok || !body || typeof body !== 'object' || !('result' in body)) throw new HttpError(502, `${unreachable} (HTTP ${res.status})`)
  return body.result
}
