import { describe, expect, it } from 'vitest'
import { validateAuthenticateRequest, validateChannelRequest } from './validation'

const SIGNATURE = `0x${'ab'.repeat(65)}`

describe('validateChannelRequest', () => {
  it('keeps the named fields, drops others (as Fastify’s Ajv does), and coerces scalars', () => {
    expect(validateChannelRequest({ siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173', nonce: 12345678, acceptAuthAddress: 'false', extra: 1 })).toEqual({
      ok: true,
      value: { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173', nonce: '12345678', acceptAuthAddress: false },
    })
  })

  it.each([
    [[], 'body must be object'],
    [{ domain: 'example.com' }, "body must have required property 'siweUri'"],
    [{ siweUri: 'not a uri', domain: 'example.com' }, 'body/siweUri must match format "uri"'],
    [{ siweUri: 'https://example.com', domain: 'https://example.com' }, 'body/domain must match pattern "^[a-zA-Z0-9.-]+(:[0-9]+)?$"'],
    [{ siweUri: 'https://example.com', domain: 'example.com', notBefore: '2026-11-24' }, 'body/notBefore must match format "date-time"'],
    [{ siweUri: 'https://example.com', domain: 'example.com', requestId: { id: 1 } }, 'body/requestId must be string'],
    [{ siweUri: 'https://example.com', domain: 'example.com', acceptAuthAddress: 'yes' }, 'body/acceptAuthAddress must be boolean'],
  ])('refuses %j: %s', (body, message) => {
    expect(validateChannelRequest(body)).toEqual({ ok: false, message })
  })

  it('takes RFC 3339 times with a zone', () => {
    const body = { siweUri: 'https://example.com', domain: 'example.com', notBefore: '2026-11-24T23:00:00.000Z', expirationTime: '2026-11-25T00:00:00+01:00' }
    expect(validateChannelRequest(body)).toEqual({ ok: true, value: body })
  })
})

describe('validateAuthenticateRequest', () => {
  const base = { message: 'm', signature: SIGNATURE, fid: 7 }

  it('takes the wallet’s fields, with fid as an integer', () => {
    expect(validateAuthenticateRequest({ ...base, fid: '7', authMethod: 'custody', username: 'alice.eth', pfpUrl: 'https://example.com/a.png' })).toEqual({
      ok: true,
      value: { ...base, authMethod: 'custody', username: 'alice.eth', pfpUrl: 'https://example.com/a.png' },
    })
  })

  it.each([
    [{ message: 'm', fid: 7 }, "body must have required property 'signature'"],
    [{ ...base, signature: '0x1234' }, 'body/signature must match pattern "^0x[a-fA-F0-9]{130}$"'],
    [{ ...base, fid: 1.5 }, 'body/fid must be integer'],
    [{ ...base, fid: 'seven' }, 'body/fid must be integer'],
    [{ ...base, authMethod: 'password' }, 'body/authMethod must be equal to one of the allowed values'],
    [{ ...base, username: 'Alice' }, 'body/username must match pattern "^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\\.eth$"'],
    [{ ...base, pfpUrl: '/a.png' }, 'body/pfpUrl must match format "uri"'],
  ])('refuses %j: %s', (body, message) => {
    expect(validateAuthenticateRequest(body)).toEqual({ ok: false, message })
  })
})
