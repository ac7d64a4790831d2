/**
 * The CDP API key JWT (docs.cdp.coinbase.com "API authentication"): header { alg, kid, nonce, typ }, claims
 * { iss: 'cdp', sub: key name, nbf, exp: nbf + 120, uri: '<METHOD> <host><path>' }, signed with the key's secret.
 * CDP issues either an EC P-256 key (a PEM, ES256) or an Ed25519 key (base64 of the 32-byte seed then the 32-byte
 * public key, EdDSA). Signed with node:crypto only.
 */
import { createPrivateKey, type KeyObject, randomBytes, sign } from 'node:crypto'

export interface CdpJwtParameters {
  apiKeyName: string
  apiKeySecret: string
  /** 'POST api.developer.coinbase.com/onramp/v1/token' */
  uri: string
  /** Seconds since the epoch. Defaults to now. */
  now?: number
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

export function cdpKey(apiKeySecret: string): { alg: 'ES256' | 'EdDSA'; key: KeyObject } {
  const secret = apiKeySecret.trim().replace(/\\n/g, '\n')
  if (secret.includes('-----BEGIN')) {
    const key = createPrivateKey(secret)
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error('The CDP API key secret is a PEM but not an EC P-256 key.')
    return { alg: 'ES256', key }
  }
  const raw = Buffer.from(secret, 'base64')
  if (raw.length !== 64) throw new Error('The CDP API key secret is neither an EC PEM nor a base64 Ed25519 key (64 bytes).')
  const key = createPrivateKey({ key: { kty: 'OKP', crv: 'Ed25519', d: b64url(raw.subarray(0, 32)), x: b64url(raw.subarray(32)) }, format: 'jwk' })
  return { alg: 'EdDSA', key }
}

export function cdpJwt({ apiKeyName, apiKeySecret, uri, now = Math.floor(Date.now() / 1000) }: CdpJwtParameters): string {
  const { alg, key } = cdpKey(apiKeySecret)
  const header = { alg, kid: apiKeyName, typ: 'JWT', nonce: randomBytes(16).toString('hex') }
  const claims = { iss: 'cdp', sub: apiKeyName, nbf: now, exp: now + 120, uri }
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`
  // JWS wants ES256 as raw r‖s (IEEE P1363), not node's default DER.
  const signature = alg === 'ES256' ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }) : sign(null, Buffer.from(input), key)
  return `${input}.${b64url(signature)}`
}
