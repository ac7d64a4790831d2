/**
 * Who a socket belongs to. A WalletConnect client puts a relay-auth JWT in the socket's URL (`?auth=`): EdDSA,
 * issued by `did:key:<its ed25519 key>` and signed with that key, which the client keeps across reloads. The
 * relay keys "never echo back to the publisher" by it, as the production relay does, so a dapp that reloads
 * is not handed its own session proposal (and a wallet that pairs later still is).
 */
import { createPublicKey, verify } from 'node:crypto'
import { decodeIss, decodeJWT } from '@walletconnect/relay-auth'

/** The JWT's `iss` when its signature holds under that key and it has not expired; else undefined. */
export function verifiedClientId(jwt: string, now = Date.now()): string | undefined {
  try {
    const { header, payload, signature, data } = decodeJWT(jwt)
    if (header.alg !== 'EdDSA' || typeof payload.iss !== 'string') return undefined
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return undefined
    const x = Buffer.from(decodeIss(payload.iss)).toString('base64url')
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
    return verify(null, data, key, signature) ? payload.iss : undefined
  } catch {
    return undefined
  }
}

/**
 * The client id of a socket opened on `path` (the request's URL, query included), or a fresh one of its own
 * when it carries no valid auth: such a client (a raw test socket) is told apart from every other.
 */
export function clientIdOf(path: string | undefined, fallback: string): string {
  const auth = new URL(path ?? '/', 'ws://relay').searchParams.get('auth')
  return (auth && verifiedClientId(auth)) || `socket:${fallback}`
}
