// Which API calls anyone may make without a session, and the per-address limits they pass before their body
// is read (review finding M4). The mail they may cause and the codes they may guess have limits of their own
// (./mailLimits.mjs, ./codes.mjs).
import { addressKey } from './clientAddress.mjs'

/** Calls that need no session (each may write: a code, an approval, a social-login row, an attempt). */
export const OPEN_ENDPOINTS = new Set(['email/start', 'email/device', 'email/verify', 'session', 'signout', 'social/start', 'social/connect', 'farcaster/start', 'farcaster/connect'])

/**
 * @param {import('./rateLimit.mjs').RateLimiter} limiter
 * @param {string} endpoint e.g. 'email/start'
 * @param {string} ip the client's address
 */
export async function limitApiCall(limiter, endpoint, ip) {
  if (!OPEN_ENDPOINTS.has(endpoint)) return
  const key = addressKey(ip)
  await limiter.hit('api-ip', key)
  if (endpoint === 'social/start' || endpoint === 'farcaster/start') await limiter.hit('social-ip', key)
}
