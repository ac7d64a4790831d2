import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { Wallet } from 'ethers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { installFarcasterRegistries } from '../contracts/installFarcasterRegistries'
import { registerFid } from '../contracts/registerFid'
import { fundedKey } from '../testing/fundedKey'
import { type RunningFarcasterRelay, type StartFarcasterRelayOptions, startFarcasterRelay } from './startFarcasterRelay'

const AUTH_KEY = 'relay-secret'
const SIGNATURE = `0x${'11'.repeat(65)}`
const CHANNEL = { siweUri: 'http://127.0.0.1:5173/login', domain: '127.0.0.1:5173' }

let anvil: DevAnvil
const relays: RunningFarcasterRelay[] = []
beforeAll(async () => {
  anvil = await startDevAnvil()
  await installFarcasterRegistries(anvil.url)
})
afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.close()))
})
afterAll(() => anvil?.stop())

async function start(options: Partial<StartFarcasterRelayOptions> = {}) {
  const relay = await startFarcasterRelay({ rpcUrl: anvil.url, authKey: AUTH_KEY, ...options })
  relays.push(relay)
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${relay.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) })
  const status = (token: string) => fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${token}` } })
  const authenticate = (token: string, body: unknown, key = AUTH_KEY) => post('/v1/channel/authenticate', body, { authorization: `Bearer ${token}`, 'x-farcaster-auth-relay-key': key })
  const open = async (body: unknown = CHANNEL) => (await (await post('/v1/channel', body)).json()) as { channelToken: string; url: string; connectUri: string; nonce: string }
  return { relay, post, status, authenticate, open }
}

describe('the channel round trip', () => {
  it('opens, answers pending, completes with the custody from the IdRegistry, answers completed once, then forgets', async () => {
    const { relay, post, status, authenticate } = await start()
    expect(relay.url).toBe(`http://127.0.0.1:${relay.port}`)
    const custodyKey = await fundedKey(anvil.url)
    const fid = await registerFid(anvil.url, custodyKey)

    const created = await post('/v1/channel', { ...CHANNEL, requestId: 'r1', notBefore: '2026-01-01T00:00:00Z' }, { 'user-agent': 'latch-test' })
    expect(created.status).toBe(201)
    expect(created.headers.get('access-control-allow-origin')).toBe('*')
    const { channelToken, url, connectUri, nonce } = (await created.json()) as Record<string, string>
    expect(channelToken).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(nonce).toMatch(/^[0-9a-f]{96}$/)
    expect(url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channelToken}`)
    expect(connectUri).toBe(url)

    const pending = await status(channelToken as string)
    expect(pending.status).toBe(202)
    expect(await pending.json()).toEqual({
      state: 'pending',
      nonce,
      acceptAuthAddress: true,
      signatureParams: { ...CHANNEL, requestId: 'r1', notBefore: '2026-01-01T00:00:00Z', nonce },
      metadata: { userAgent: 'latch-test', ip: '127.0.0.1' },
    })

    // The relay stores what the wallet sends; checking the signature is the app's job (verifySignInMessage).
    const profile = { username: 'alice', displayName: 'Alice', bio: 'hi', pfpUrl: 'https://example.com/alice.png' }
    const done = await authenticate(channelToken as string, { message: 'the message', signature: SIGNATURE, fid, ...profile })
    expect(done.status).toBe(201)
    const completed = { state: 'completed', message: 'the message', signature: SIGNATURE, authMethod: 'custody', fid, ...profile, custody: new Wallet(custodyKey).address, verifications: [] }
    expect(await done.json()).toMatchObject({ ...completed, url, connectUri, nonce })

    const answer = await status(channelToken as string)
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body).toMatchObject({ ...completed, nonce, signatureParams: { ...CHANNEL, nonce } })
    expect(body).not.toHaveProperty('url')
    expect((await status(channelToken as string)).status).toBe(401)
  })

  it('keeps the app’s nonce and acceptAuthAddress, answers on /v1/connect too, and points url at the configured page', async () => {
    const { post } = await start({ urlBase: 'http://127.0.0.1:5174/siwf' })
    const res = await post('/v1/connect', { ...CHANNEL, nonce: 'abcdefgh1234', acceptAuthAddress: false })
    expect(res.status).toBe(201)
    const { channelToken, url, nonce } = (await res.json()) as Record<string, string>
    expect(nonce).toBe('abcdefgh1234')
    expect(url).toBe(`http://127.0.0.1:5174/siwf?channelToken=${channelToken}`)
  })

  it('forgets a channel after its time to live, completed or not', async () => {
    let t = 1_000_000
    const { open, status, authenticate } = await start({ ttlMs: 60_000, now: () => t })
    const a = await open()
    const b = await open()
    const fid = await registerFid(anvil.url, await fundedKey(anvil.url))
    expect((await authenticate(b.channelToken, { message: 'm', signature: SIGNATURE, fid })).status).toBe(201)
    t += 59_999
    expect((await status(a.channelToken)).status).toBe(202)
    t += 1
    expect((await status(a.channelToken)).status).toBe(401)
    expect((await status(b.channelToken)).status).toBe(401)
    expect((await authenticate(a.channelToken, { message: 'm', signature: SIGNATURE, fid })).status).toBe(401)
  })
})

describe('bad requests', () => {
  it('refuses invalid bodies with 400 Validation error, non-JSON with 415, and a restricted domain', async () => {
    const { post, open, authenticate } = await start()
    const refused = async (res: Response) => ({ status: res.status, body: await res.json() })
    expect(await refused(await post('/v1/channel', { domain: '127.0.0.1' }))).toEqual({ status: 400, body: { error: 'Validation error', message: "body must have required property 'siweUri'" } })
    expect(await refused(await post('/v1/channel', { siweUri: 'x y', domain: 'a' }))).toEqual({ status: 400, body: { error: 'Validation error', message: 'body/siweUri must match format "uri"' } })
    expect((await post('/v1/channel', '{"siweUri":')).status).toBe(400)
    expect((await post('/v1/channel', CHANNEL, { 'content-type': 'text/plain' })).status).toBe(415)
    expect(await refused(await post('/v1/channel', { siweUri: 'https://farcaster.xyz', domain: 'farcaster.xyz' }))).toEqual({ status: 400, body: { error: 'Domain not allowed' } })
    expect(await refused(await post('/v1/channel', { ...CHANNEL, domain: 'login.farcaster.xyz' }))).toEqual({ status: 400, body: { error: 'Domain not allowed' } })

    const { channelToken } = await open()
    expect(await refused(await authenticate(channelToken, { message: 'm', signature: '0x12', fid: 1 }))).toEqual({
      status: 400,
      body: { error: 'Validation error', message: 'body/signature must match pattern "^0x[a-fA-F0-9]{130}$"' },
    })
    expect((await authenticate(channelToken, { message: 'm', signature: SIGNATURE })).status).toBe(400)
  })

  it('answers 401 to a wrong or missing relay key, a missing or unknown channel token', async () => {
    const { relay, post, open, status, authenticate } = await start()
    const { channelToken } = await open()
    const body = { message: 'm', signature: SIGNATURE, fid: 1 }
    expect(await (await authenticate(channelToken, body, 'wrong')).json()).toEqual({ error: 'Unauthorized' })
    expect((await post('/v1/channel/authenticate', body, { authorization: `Bearer ${channelToken}` })).status).toBe(401)
    expect((await post('/v1/channel/authenticate', body, { 'x-farcaster-auth-relay-key': AUTH_KEY })).status).toBe(401)
    expect((await authenticate('ZZZZZZZZ', body)).status).toBe(401)
    expect((await status('ZZZZZZZZ')).status).toBe(401)
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401)
    // Nothing completed the channel.
    expect((await status(channelToken)).status).toBe(202)
  })

  it('limits channel creation per client IP', async () => {
    const { post } = await start({ rateLimit: { windowMs: 60_000, max: 2 } })
    expect((await post('/v1/channel', CHANNEL)).status).toBe(201)
    expect((await post('/v1/channel', { bad: true })).status).toBe(400)
    const limited = await post('/v1/channel', CHANNEL)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })
  })

  it('answers preflights for any origin, 404 elsewhere, and refuses to listen beyond loopback', async () => {
    const { relay } = await start()
    const preflight = await fetch(`${relay.url}/v1/channel/authenticate`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-farcaster-auth-relay-key')
    expect((await fetch(`${relay.url}/v1/nope`)).status).toBe(404)
    expect((await fetch(`${relay.url}/v1/channel`)).status).toBe(404)
    await expect(startFarcasterRelay({ rpcUrl: anvil.url, authKey: AUTH_KEY, host: '0.0.0.0' })).rejects.toThrow(/loopback only/)
  })

  it('answers 500 when the chain cannot be read, and leaves the channel pending', async () => {
    const { open, status, authenticate } = await start({ rpcUrl: 'http://127.0.0.1:9' })
    const { channelToken } = await open()
    const res = await authenticate(channelToken, { message: 'm', signature: SIGNATURE, fid: 1 })
    expect(res.status).toBe(500)
    expect(await res.json()).toHaveProperty('error')
    expect((await status(channelToken)).status).toBe(202)
  })
})
