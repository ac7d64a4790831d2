// The frame server's limits on what anyone may ask without a session (review findings M2, M3, M4), and on the wallet RPC (L14).
import { describe, expect, it } from 'vitest'
import { approvalLinkIn, client, codeIn, login, start } from './frameServer.test-helpers'

describe('M4: per-address limits on the open API', () => {
  it('email/start: 429 with Retry-After once the address has asked for its mail', async () => {
    const server = await start({ rateLimits: { 'mail-ip': { max: 2, windowMs: 3_600_000 } } })
    const c = client(server)
    expect((await c.call('email/start', { email: 'a@x.test' })).status).toBe(200)
    expect((await client(server).call('email/start', { email: 'b@x.test' })).status).toBe(200)
    const refused = await client(server).call('email/start', { email: 'c@x.test' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(refused.body.error).toMatch(/^Too many e-mails were requested from your network/)
    expect(await server.mailbox('c@x.test')).toEqual([])
  })

  it('social/start: 429 with Retry-After per address (each start is a row kept ten minutes)', async () => {
    const server = await start({ rateLimits: { 'social-ip': { max: 2, windowMs: 600_000 } } })
    const ask = () => client(server).call('social/start', { provider: 'google', appOrigin: 'https://app.example.com' })
    expect((await ask()).status).toBe(400)
    expect((await ask()).status).toBe(400)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590)
  })

  it('every open endpoint counts per address; calls with a session do not', async () => {
    const server = await start({ rateLimits: { 'api-ip': { max: 4, windowMs: 60_000 } } })
    const c = client(server)
    await login(server, c, 'a@x.test') // email/start + email/verify
    expect((await c.call('session')).status).toBe(200)
    expect((await c.call('user')).status).toBe(200)
    expect((await c.call('signout')).status).toBe(200)
    const refused = await client(server).call('email/verify', { otp: '123456' })
    expect(refused).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many requests/) } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('the address is the socket peer; X-Forwarded-For counts only with trustProxy', async () => {
    const limits = { 'api-ip': { max: 1, windowMs: 60_000 } }
    const direct = await start({ rateLimits: limits })
    expect((await client(direct).call('session', {}, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(200)
    expect((await client(direct).call('session', {}, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429)

    const proxied = await start({ rateLimits: limits, trustProxy: true })
    expect((await client(proxied).call('session', {}, { 'x-forwarded-for': '198.51.100.1, 10.0.0.1' })).status).toBe(200)
    expect((await client(proxied).call('session', {}, { 'x-forwarded-for': '198.51.100.1' })).status).toBe(429)
    expect((await client(proxied).call('session', {}, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(200)
  })

  it('caps the email/device requests that wait at once, per device', async () => {
    const server = await start({ deviceWaitMs: 1500, longPolls: { perDevice: 1, perAddress: 10 } })
    await login(server, client(server), 'grace@x.test')
    const other = client(server)
    expect((await other.call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = other.call('email/device')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = await other.call('email/device')
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toBe('5')
    expect((await waiting).status).toBe(408)
    // Its place is free again.
    expect((await other.call('email/device')).status).toBe(408)
  })
})

describe('M2: device-approval mails have the limits codes have', () => {
  it('one per device every 30 s, and a per-address limit across devices', async () => {
    const server = await start({ rateLimits: { 'mail-address': { max: 3, windowMs: 3_600_000 } } })
    await login(server, client(server), 'grace@x.test') // mail 1: the code
    const other = client(server)
    expect((await other.call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' }) // mail 2
    expect(await other.call('email/start', { email: 'grace@x.test' })).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Please try again after \d+ seconds$/) } })
    expect((await client(server).call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' }) // mail 3
    expect(await client(server).call('email/start', { email: 'grace@x.test' })).toMatchObject({ status: 429, body: { error: 'Too many codes were sent to this address. Try again later.' } })
    expect((await server.mailbox('grace@x.test')).filter((m) => m.subject.startsWith('Approve'))).toHaveLength(2)
  })

  it('and the per-address (client) limit', async () => {
    const server = await start({ rateLimits: { 'mail-ip': { max: 2, windowMs: 3_600_000 } } })
    await login(server, client(server), 'grace@x.test')
    expect((await client(server).call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await client(server).call('email/start', { email: 'grace@x.test' })).status).toBe(429)
    expect(await approvalLinkIn(server, 'grace@x.test')).toMatch(/token=/)
  })
})

describe('M3: wrong codes per e-mail across devices, through the API', () => {
  it('11 wrong codes from 3 devices lock the e-mail (429), even the right code', async () => {
    const server = await start()
    const devices = [client(server), client(server), client(server)]
    for (const d of devices) expect((await d.call('email/start', { email: 'new@x.test' })).status).toBe(200)
    const codes = await server.mailbox('new@x.test')
    expect(codes).toHaveLength(3)
    const wrong = '999999'
    let failures = 0
    for (const d of devices)
      for (let i = 0; i < 4 && failures < 10; i++, failures++) expect((await d.call('email/verify', { otp: wrong })).status).toBe(400)
    const third = devices[2]
    const locked = await third?.call('email/verify', { otp: wrong })
    expect(locked).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^Too many attempts/) } })
    expect(Number(locked?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await third?.call('email/verify', { otp: await codeIn(server, 'new@x.test') }))?.status).toBe(429)
  })
})

describe('L14: the wallet RPC is no free proxy to the node', () => {
  it('a user gets a bounded number of RPC calls a minute, whatever the method, with Retry-After', async () => {
    const server = await start({ rateLimits: { 'rpc-user': { max: 3, windowMs: 60_000 } } })
    const c = client(server)
    await login(server, c, 'proxy@x.test')
    for (let i = 0; i < 3; i++) expect((await c.call('rpc', { method: 'eth_chainId', chainId: 31337 })).status).toBe(200)
    const over = await c.call('rpc', { method: 'eth_chainId', chainId: 31337 })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another user is not held back by this one.
    const d = client(server)
    await login(server, d, 'other-proxy@x.test')
    expect((await d.call('rpc', { method: 'eth_chainId', chainId: 31337 })).status).toBe(200)
  })
})
