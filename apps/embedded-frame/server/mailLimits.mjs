// The limits every mail we send on a stranger's request goes through, codes and device approvals alike
// (review finding M2): per client address first, so a flooder over its own limit spends nothing of anyone
// else's; then per device, address and purpose (30 s); then per recipient address (an hour).
import { tryAgainIn } from './rateLimit.mjs'
import { addressKey } from './clientAddress.mjs'

/**
 * @param {import('./rateLimit.mjs').RateLimiter} limiter
 * @param {{ email: string, purpose: string, deviceId: string, ip?: string }} request `ip` absent: a request
 *   made with a session (the e-mail change), which the per-address limits cover
 */
export async function limitMail(limiter, { email, purpose, deviceId, ip }) {
  if (ip) await limiter.hit('mail-ip', addressKey(ip), (s) => `Too many e-mails were requested from your network. Try again in ${tryAgainIn(s)}.`)
  await limiter.hit('mail-device', `${purpose}|${email}|${deviceId}`, (s) => `Please try again after ${s} seconds`)
  await limiter.hit('mail-address', email, () => 'Too many codes were sent to this address. Try again later.')
}
