// The checks the `siwe` package makes on an EIP-4361 message, for a parsed CAIP-122 one (the nonce is the
// server's): the domain is the page's, the message is in its validity window, and the account signed it.

// How far ahead of this clock a wallet's or page's clock may be when it stamps "Issued At".
const CLOCK_SKEW_MS = 5 * 60_000

/**
 * Why the signed message is refused, or undefined when it is good.
 * @param {import('./caip122.mjs').Caip122Message} message
 * @param {{ text: string, signature: string, scheme: import('./caip122.mjs').SignInScheme, domain?: string, nonceIssuedAt: number, now: number }} context
 *   `domain` is the request Origin's host (no Origin, no domain check, as with `siwe`); `nonceIssuedAt` is
 *   when the message's nonce was handed out, so the message cannot claim to be older than it.
 * @returns {Promise<string | undefined>}
 */
export async function checkCaip122(message, { text, signature, scheme, domain, nonceIssuedAt, now }) {
  if (domain !== undefined && message.domain !== domain) return 'domain does not match the origin'
  const issuedAt = Date.parse(message.issuedAt)
  if (issuedAt > now + CLOCK_SKEW_MS || issuedAt < nonceIssuedAt - CLOCK_SKEW_MS) return 'Issued At is not around the nonce'
  if (message.expirationTime && Date.parse(message.expirationTime) <= now) return 'expired message'
  if (message.notBefore && Date.parse(message.notBefore) > now) return 'message is not valid yet'
  if (!(await scheme.verify(text, signature, message.address))) return 'signature does not match the address'
  return undefined
}
