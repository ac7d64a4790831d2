import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyMessage } from 'ethers'
import { afterEach, describe, expect, it } from 'vitest'
import { startFrameServer } from './frameServer.mjs'

type Server = Awaited<ReturnType<typeof startFrameServer>>
const running: Server[] = []
afterEach(async () => {
  for (const s of running.splice(0)) await s.stop()
})

async function start(options: Partial<Parameters<typeof startFrameServer>[0]> = {}) {
  const server = await startFrameServer({
    host: '127.0.0.1',
    port: 0,
    projects: { p1: { allowedOrigins: ['https://app.example.com', 'http://localhost:*'] }, open: {} },
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Local' }],
    masterKey: randomBytes(32),
    devMailbox: true,
    deviceWaitMs: 300,
    ...options,
  })
  running.push(server)
  return server
}

/** The frame page's calls: same origin, a device id, and the session once there is one. */
function client(server: Server, deviceId = `device-${randomBytes(8).toString('hex')}`) {
  let token: string | undefined
  const call = async (path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'x-latch-device': deviceId, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } }
  }
  return {
    call,
    setToken: (t: string | undefined) => {
      token = t
    },
    token: () => token,
  }
}

const codeIn = (server: Server, to: string) => /Your code is (\d{6})/.exec(server.mailbox(to)[0]?.body ?? '')?.[1] ?? ''

async function login(server: Server, c: ReturnType<typeof client>, email: string) {
  expect((await c.call('email/start', { email })).body).toEqual({ action: 'VERIFY_OTP' })
  const verified = await c.call('email/verify', { otp: codeIn(server, email) })
  c.setToken(verified.body.token as string)
  return verified.body.user as { address: string; email: string }
}

describe('the frame page', () => {
  it("names the project's allowed origins as frame-ancestors and in its data; no inline script", async () => {
    const server = await start()
    const res = await fetch(`${server.frameUrl}?projectId=p1&chainId=31337`, { headers: { referer: 'https://app.example.com/page' } })
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors https://app.example.com http://localhost:*')
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe')
    const html = await res.text()
    expect(html).not.toMatch(/<script>|<script(?![^>]*\ssrc=)[^>]*>/)
    const meta = JSON.parse(/name="latch-frame" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#34;/g, '"') ?? '{}')
    expect(meta).toMatchObject({ projectId: 'p1', allowedOrigins: ['https://app.example.com', 'http://localhost:*'], defaultChainId: 31337 })
  })

  it('an unlisted page may load it only to be told the configuration is invalid; an unknown project allows no one', async () => {
    const server = await start()
    const stranger = await fetch(`${server.frameUrl}?projectId=p1`, { headers: { referer: 'https://evil.example/' } })
    expect(stranger.headers.get('content-security-policy')).toContain('frame-ancestors https://app.example.com http://localhost:* https://evil.example')
    // The page's own list still excludes it: the frame-bridge host refuses it (Invalid App Configuration).
    expect(await stranger.text()).toContain('&#34;allowedOrigins&#34;:[&#34;https://app.example.com&#34;,&#34;http://localhost:*&#34;]')
    const unknown = await (await fetch(`${server.frameUrl}?projectId=nope`)).text()
    expect(unknown).toContain('&#34;allowedOrigins&#34;:[]')
    // A project that lists none gets the defaults of spec §5.
    expect(await (await fetch(`${server.frameUrl}?projectId=open`)).text()).toContain('https://*.vercel.app')
  })

  it('refuses an origin pattern it does not understand at start', async () => {
    await expect(start({ projects: { bad: { allowedOrigins: ['*'] } } })).rejects.toThrow('not an origin pattern')
  })
})

describe('the API', () => {
  it('answers only its own page: another origin, no device id, a GET are refused', async () => {
    const server = await start()
    const c = client(server)
    expect((await c.call('email/start', { email: 'a@x.test' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await c.call('email/start', { email: 'a@x.test' }, { 'x-latch-device': 'short' })).status).toBe(400)
    expect((await fetch(`${server.url}/api/user`)).status).toBe(404)
    expect((await c.call('email/start', { email: 'not an address' })).body.error).toBe('Invalid e-mail address')
    expect(server.mailbox()).toEqual([])
  })

  it('e-mail login: code → session on this device only → user with a new address → personal_sign by the kept key → sign-out', async () => {
    const server = await start()
    const c = client(server)
    expect((await c.call('session')).body).toEqual({ isConnected: false })
    const user = await login(server, c, 'Ada@Example.COM')
    expect(user).toMatchObject({ email: 'ada@example.com', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    expect((await c.call('session')).body).toEqual({ isConnected: true })
    expect((await c.call('user')).body).toMatchObject({ address: user.address })

    const signed = await c.call('rpc', { method: 'personal_sign', params: ['0x68656c6c6f', user.address], chainId: 31337 })
    expect(verifyMessage('hello', signed.body.result as string)).toBe(user.address)
    expect((await c.call('rpc', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000001'], chainId: 31337 })).body.error).toMatch(/not this wallet/)
    expect((await c.call('rpc', { method: 'eth_accounts', params: [], chainId: 31337 })).body.result).toEqual([user.address])
    expect((await c.call('rpc', { method: 'eth_chainId', chainId: 31337 })).body.result).toBe('0x7a69')
    expect((await c.call('rpc', { method: 'eth_accounts', chainId: 1 })).body.error).toBe('Chain 1 is not supported by this wallet')
    expect((await c.call('rpc', { method: 'debug_traceCall', chainId: 31337 })).body.error).toBe('Requested RPC call is not allowed')

    // The token is worth nothing on another device.
    const thief = client(server)
    thief.setToken(c.token())
    expect((await thief.call('user')).status).toBe(401)

    await c.call('signout')
    expect((await c.call('session')).body).toEqual({ isConnected: false })
    expect((await c.call('user')).status).toBe(401)
  })

  it('a known user on a new device: approval link first (waits, then "not yet"), then a code, then the same address', async () => {
    const server = await start()
    const first = await login(server, client(server), 'grace@x.test')
    const other = client(server)
    expect((await other.call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = /(http:\/\/\S+\/device\/approve\?token=\S+)/.exec(server.mailbox('grace@x.test')[0]?.body ?? '')?.[1] ?? ''
    expect(await other.call('email/device')).toMatchObject({ status: 408, body: { error: 'The device has not been approved yet' } })
    expect((await fetch(link)).status).toBe(200)
    expect((await fetch(link)).status).toBe(410)
    expect((await other.call('email/device')).body).toEqual({})
    const verified = await other.call('email/verify', { otp: codeIn(server, 'grace@x.test') })
    expect((verified.body.user as { address: string }).address).toBe(first.address)
  })

  it('changing the e-mail needs a code from the old address, then one from the new', async () => {
    const server = await start()
    const c = client(server)
    await login(server, c, 'old@x.test')
    await login(server, client(server), 'taken@x.test')
    expect((await c.call('email/update', { email: 'taken@x.test' })).body.error).toBe('This e-mail belongs to another account')
    expect((await c.call('email/update', { email: 'new@x.test' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(server.mailbox('new@x.test')).toEqual([])
    expect((await c.call('email/update/secondary', { otp: '123456' })).body.error).toBe('No code was requested. Request a new code.')
    expect((await c.call('email/update/primary', { otp: codeIn(server, 'old@x.test') })).body).toEqual({})
    expect((await c.call('email/update/secondary', { otp: codeIn(server, 'new@x.test') })).body).toEqual({ newEmail: 'new@x.test' })
    expect((await c.call('user')).body).toMatchObject({ email: 'new@x.test' })
  })

  it('social login redeems only its own callback address, once, on the device that started it', async () => {
    const server = await start()
    const c = client(server)
    expect((await c.call('social/start', { provider: 'myspace', appOrigin: 'https://app.example.com' })).body.error).toBe('Unknown social provider')
    expect((await c.call('social/start', { provider: 'github', appOrigin: 'https://app.example.com' })).body.error).toBe('Login with github is not configured on this wallet')
    expect((await c.call('social/connect', { uri: 'https://evil.example/social/callback?code=x&state=y' })).body.error).toBe('Invalid social login result')
    expect((await c.call('social/connect', { uri: `${server.url}/social/callback?code=x&state=unknown` })).body.error).toBe('This social login has expired. Try again.')
  })

  it('keeps users and their sealed keys in the database file: the same key after a restart with the same master key', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'latch-frame-')), 'frame.sqlite')
    const masterKey = randomBytes(32)
    const a = await start({ dbPath, masterKey })
    const device = `device-${randomBytes(8).toString('hex')}`
    const user = await login(a, client(a, device), 'kept@x.test')
    await a.stop()
    running.splice(running.indexOf(a), 1)

    // Half a minute later (the same device may ask for a new code again).
    const b = await start({ dbPath, masterKey, now: () => Date.now() + 31_000 })
    const c = client(b, device)
    expect((await c.call('email/start', { email: 'kept@x.test' })).body).toEqual({ action: 'VERIFY_OTP' })
    const again = await c.call('email/verify', { otp: codeIn(b, 'kept@x.test') })
    c.setToken(again.body.token as string)
    expect((again.body.user as { address: string }).address).toBe(user.address)
    const signed = await c.call('rpc', { method: 'personal_sign', params: ['0x6869', user.address], chainId: 31337 })
    expect(verifyMessage('hi', signed.body.result as string)).toBe(user.address)
  })
})
