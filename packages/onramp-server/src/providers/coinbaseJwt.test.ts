import { createPublicKey, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cdpJwt } from './coinbaseJwt'
import { TEST_EC_P256_PEM, TEST_ED25519_BASE64, TEST_KEY_NAME } from './fixtures/testKeys'

const URI = 'POST api.developer.coinbase.com/onramp/v1/token'
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('cdpJwt', () => {
  it('signs ES256 with an EC P-256 PEM: the signature verifies (raw r‖s) and the claims are CDP’s', () => {
    const jwt = cdpJwt({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_EC_P256_PEM, uri: URI, now: 1_800_000_000 })
    const [header, claims, signature] = jwt.split('.') as [string, string, string]
    expect(decode(header)).toEqual({ alg: 'ES256', kid: TEST_KEY_NAME, typ: 'JWT', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) })
    expect(decode(claims)).toEqual({ iss: 'cdp', sub: TEST_KEY_NAME, nbf: 1_800_000_000, exp: 1_800_000_120, uri: URI })
    const raw = Buffer.from(signature, 'base64url')
    expect(raw).toHaveLength(64)
    const publicKey = createPublicKey(TEST_EC_P256_PEM)
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(true)
    expect(verify('sha256', Buffer.from(`${header}.${claims}x`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, raw)).toBe(false)
  })

  it('signs EdDSA with a base64 Ed25519 secret (seed ‖ public key), verifiable with the key’s public half', () => {
    const jwt = cdpJwt({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_ED25519_BASE64, uri: URI, now: 1_800_000_000 })
    const [header, claims, signature] = jwt.split('.') as [string, string, string]
    expect(decode(header)).toMatchObject({ alg: 'EdDSA', kid: TEST_KEY_NAME })
    expect(decode(claims)).toEqual({ iss: 'cdp', sub: TEST_KEY_NAME, nbf: 1_800_000_000, exp: 1_800_000_120, uri: URI })
    // The public key is the secret's last 32 bytes, as CDP lays it out.
    const x = Buffer.from(TEST_ED25519_BASE64, 'base64').subarray(32).toString('base64url')
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })
    expect(verify(null, Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it('uses a fresh nonce each time and refuses a secret that is neither format', () => {
    const one = cdpJwt({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_ED25519_BASE64, uri: URI })
    const two = cdpJwt({ apiKeyName: TEST_KEY_NAME, apiKeySecret: TEST_ED25519_BASE64, uri: URI })
    expect(decode(one.split('.')[0] as string).nonce).not.toBe(decode(two.split('.')[0] as string).nonce)
    expect(() => cdpJwt({ apiKeyName: TEST_KEY_NAME, apiKeySecret: 'c2hvcnQ=', uri: URI })).toThrow('neither an EC PEM nor a base64 Ed25519 key')
  })
})
