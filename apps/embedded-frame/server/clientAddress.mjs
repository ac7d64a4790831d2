// Who is asking, for rate limits and the device-approval page: the socket's peer, or, behind a proxy the
// operator trusts, the first X-Forwarded-For hop (the client as that proxy saw it).
import { isIP, isIPv4 } from 'node:net'

/** @param {string} ip */
const plain = (ip) => (ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip)

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const first = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim()
    if (first && isIP(first)) return plain(first)
  }
  return plain(req.socket.remoteAddress ?? 'unknown')
}

/**
 * The rate-limit key of an address: IPv4 as is; IPv6 by its /64, since one host usually holds a whole /64 and
 * could otherwise take a new address for every request.
 * @param {string} ip
 */
export function addressKey(ip) {
  if (isIP(ip) !== 6) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = ip.includes('::') && tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
