import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { verifyMessage } from 'ethers'
import { describe, expect, it } from 'vitest'
import { approvalLinkIn, approve, client, codeIn, login, start, stop } from './frameServer.test-helpers'
import { migrationFiles } from './migrate.mjs'

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

  it('an unlisted page gets an inert page that only says the configuration is invalid, never the frame; an unknown project allows no one (L5)', async () => {
    const server = await start()
    const stranger = await fetch(`${server.frameUrl}?projectId=p1`, { headers: { referer: 'https://evil.example/' } })
    const html = await stranger.text()
    expect(html).toContain('src="/invalid.js"')
    expect(html).not.toContain('/frame.js')
    expect(stranger.headers.get('content-security-policy')).not.toContain('evil.example')
    // Its host refuses that parent (Invalid App Configuration): it knows the real list.
    expect(html).toContain('&#34;allowedOrigins&#34;:[&#34;https://app.example.com&#34;,&#34;http://localhost:*&#34;]')
    // Without a Referer the frame itself is served, framed only by the allowed origins (the browser checks).
    const noReferer = await fetch(`${server.frameUrl}?projectId=p1`)
    expect(await noReferer.text()).toContain('/frame.js')
    expect(noReferer.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/app\.example\.com http:\/\/localhost:\*$/)
    const unknown = await (await fetch(`${server.frameUrl}?projectId=nope`)).text()
    expect(unknown).toContain('&#34;allowedOrigins&#34;:[]')
    // A development project that lists none gets the defaults of spec §5.
    expect(await (await fetch(`${server.frameUrl}?projectId=open`)).text()).toContain('https://*.vercel.app')
  })

  it('refuses an origin pattern it does not understand at start', async () => {
    await expect(start({ projects: { bad: { allowedOrigins: ['*'] } } })).rejects.toThrow('not an origin pattern')
  })
})

describe('the API', () => {
  it('answers only its own page: another origin, no device id, no or an unknown project, a GET, a prototype name are refused', async () => {
    const server = await start()
    const c = client(server)
    expect((await c.call('email/start', { email: 'a@x.test' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await c.call('email/start', { email: 'a@x.test' }, { 'x-latch-device': 'short' })).status).toBe(400)
    expect((await c.call('email/start', { email: 'a@x.test' }, { 'x-latch-project': 'nope' })).body).toEqual({ error: 'Unknown project' })
    expect((await c.call('email/start', { email: 'a@x.test' }, { 'x-latch-project': 'constructor' })).status).toBe(400)
    expect((await fetch(`${server.url}/api/user`)).status).toBe(404)
    expect((await c.call('constructor')).status).toBe(404)
    expect((await c.call('email/start', { email: 'not an address' })).body.error).toBe('Invalid e-mail address')
    expect(await server.mailbox()).toEqual([])
  })

  it('e-mail login: code → session on this device only → user with a new address → personal_sign by the kept key → sign-out', async () => {
    const server = await start()
    const c = client(server)
    expect((await c.call('session')).body).toEqual({ isConnected: false })
    const user = await login(server, c, 'Ada@Example.COM')
    expect(user).toMatchObject({ email: 'ada@example.com', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) })
    expect((await c.call('session')).body).toEqual({ isConnected: true })
    expect((await c.call('user')).body).toMatchObject({ address: user.address })

    const signed = await c.approved('personal_sign', ['0x68656c6c6f', user.address], 31337)
    expect(verifyMessage('hello', signed.body.result as string)).toBe(user.address)
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

  it('a known user on a new device: approval link first (waits, then "not yet"), Approve on its page, then a code, then the same address', async () => {
    const server = await start()
    const first = await login(server, client(server), 'grace@x.test')
    const other = client(server)
    expect((await other.call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = await approvalLinkIn(server, 'grace@x.test')
    expect(await other.call('email/device')).toMatchObject({ status: 408, body: { error: 'The device has not been approved yet' } })
    expect((await fetch(link)).status).toBe(200)
    expect((await approve(link)).status).toBe(200)
    expect((await approve(link)).status).toBe(410)
    expect((await fetch(link)).status).toBe(410)
    expect((await other.call('email/device')).body).toEqual({})
    const verified = await other.call('email/verify', { otp: await codeIn(server, 'grace@x.test') })
    expect((verified.body.user as { address: string }).address).toBe(first.address)
  })

  it('changing the e-mail needs a code from the old address, then one from the new', async () => {
    const server = await start()
    const c = client(server)
    await login(server, c, 'old@x.test')
    expect((await c.call('email/update', { email: 'new@x.test' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect(await server.mailbox('new@x.test')).toEqual([])
    expect((await c.call('email/update/secondary', { otp: '123456' })).body.error).toBe('No code was requested. Request a new code.')
    expect((await c.call('email/update/primary', { otp: await codeIn(server, 'old@x.test') })).body).toEqual({})
    expect((await c.call('email/update/secondary', { otp: await codeIn(server, 'new@x.test') })).body).toEqual({ newEmail: 'new@x.test' })
    expect((await c.call('user')).body).toMatchObject({ email: 'new@x.test' })
  })

  it('social login redeems only its own callback address, once, on the device that started it', async () => {
    const server = await start()
    const c = client(server)
    const secretHash = 'h'.repeat(43)
    const secret = 's'.repeat(43)
    expect((await c.call('social/start', { provider: 'myspace', appOrigin: 'https://app.example.com', secretHash })).body.error).toBe('Unknown social provider')
    expect((await c.call('social/start', { provider: 'github', appOrigin: 'https://app.example.com', secretHash })).body.error).toBe('Login with github is not configured on this wallet')
    expect((await c.call('social/connect', { uri: 'https://evil.example/social/callback?code=x&state=y', secret })).body.error).toBe('Invalid social login result')
    expect((await c.call('social/connect', { uri: `${server.url}/social/callback?code=x&state=unknown`, secret })).body.error).toBe('This social login has expired. Try again.')
  })

  it('keeps users and their sealed keys in the data directory: the same key after a restart with the same master key', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'latch-frame-')), 'frame-db')
    const masterKey = randomBytes(32)
    const a = await start({ dbPath, masterKey })
    expect(a.migrations).toEqual(migrationFiles().map((m) => m.version))
    const device = `device-${randomBytes(8).toString('hex')}`
    const user = await login(a, client(a, { deviceId: device }), 'kept@x.test')
    await stop(a)

    // Half a minute later (the same device may ask for a new code again).
    const b = await start({ dbPath, masterKey, now: () => Date.now() + 31_000 })
    expect(b.migrations).toEqual([])
    const c = client(b, { deviceId: device })
    expect((await c.call('email/start', { email: 'kept@x.test' })).body).toEqual({ action: 'VERIFY_OTP' })
    const again = await c.call('email/verify', { otp: await codeIn(b, 'kept@x.test'), deviceKey: c.deviceKey })
    c.setToken(again.body.token as string)
    expect((again.body.user as { address: string }).address).toBe(user.address)
    const signed = await c.approved('personal_sign', ['0x6869', user.address], 31337)
    expect(verifyMessage('hi', signed.body.result as string)).toBe(user.address)
  })
})
