// Account-takeover paths of the review (H5, L1, L2, M6 through the API, C1's server checks), each as the attack.
import { describe, expect, it } from 'vitest'
import { approvalLinkIn, approve, client, codeIn, login, type Server, start } from './frameServer.test-helpers'
import { testDb } from './testDb.test-helpers'
import { createUsers } from './users.mjs'

const DAY = 24 * 60 * 60_000

/** A clock the test moves; the server reads it for sessions, codes and limits. */
function clock() {
  let t = Date.now()
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

const mailsTo = async (server: Server, to: string) => server.mailbox(to)

describe('H5: e-mail change through a hostile app', () => {
  it('the first mail names the new address; after the change other sessions end and the old address can undo it', async () => {
    const server = await start()
    const victim = client(server)
    await login(server, victim, 'owner@x.test')

    // The hostile app drives the change to its own address and relays the codes.
    expect((await victim.call('email/update', { email: 'attacker@x.test' })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primaryMail = (await mailsTo(server, 'owner@x.test'))[0]
    expect(primaryMail?.body).toContain('to attacker@x.test')
    await victim.call('email/update/primary', { otp: await codeIn(server, 'owner@x.test') })
    expect((await victim.call('email/update/secondary', { otp: await codeIn(server, 'attacker@x.test') })).body).toEqual({ newEmail: 'attacker@x.test' })

    // The old address is told, with an undo link; the link's GET changes nothing.
    const notice = (await mailsTo(server, 'owner@x.test'))[0]
    expect(notice?.subject).toContain('was changed')
    expect(notice?.body).toContain('attacker@x.test')
    const link = /(http:\/\/\S+\/email\/undo\?token=\S+)/.exec(notice?.body ?? '')?.[1] ?? ''
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('attacker@x.test')
    expect((await victim.call('user')).body).toMatchObject({ email: 'attacker@x.test' })

    // Undo: the old address back, every session over (the attacker's too).
    const undo = await fetch(new URL('/email/undo', link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    })
    expect(undo.status).toBe(200)
    expect((await victim.call('user')).status).toBe(401)
    // owner@x.test is the account's address again; attacker@x.test belongs to no one.
    expect((await client(server).call('email/start', { email: 'owner@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await client(server).call('email/start', { email: 'attacker@x.test' })).body).toEqual({ action: 'VERIFY_OTP' })
    // Used once.
    expect((await fetch(link)).status).toBe(410)
  })

  it('the change ends every other session of the account, not the one that made it', async () => {
    const server = await start()
    const a = client(server)
    const user = await login(server, a, 'multi@x.test')
    // The same user logs in on a second device: approval link, Approve, then a code.
    const b = client(server)
    expect((await b.call('email/start', { email: 'multi@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await approve(await approvalLinkIn(server, 'multi@x.test'))).status).toBe(200)
    expect((await b.call('email/device')).status).toBe(200)
    const verified = await b.call('email/verify', { otp: await codeIn(server, 'multi@x.test'), deviceKey: b.deviceKey })
    b.setToken(verified.body.token as string)
    expect((await b.call('user')).status).toBe(200)

    await a.call('email/update', { email: 'multi2@x.test' })
    await a.call('email/update/primary', { otp: await codeIn(server, 'multi@x.test') })
    await a.call('email/update/secondary', { otp: await codeIn(server, 'multi2@x.test') })
    expect((await a.call('user')).body).toMatchObject({ address: user.address, email: 'multi2@x.test' })
    expect((await b.call('user')).status).toBe(401)
  })
})

describe('L3: the e-mail change does not tell who has a wallet', () => {
  it('asking to move to a registered address answers as for any other; only after both codes is it refused', async () => {
    const server = await start()
    await login(server, client(server), 'taken@x.test')
    const prober = client(server)
    await login(server, prober, 'prober@x.test')
    const other = client(server)
    await login(server, other, 'other@x.test')
    const taken = await prober.call('email/update', { email: 'taken@x.test' })
    const free = await other.call('email/update', { email: 'free@x.test' })
    expect(taken).toMatchObject({ status: 200, body: { action: 'VERIFY_PRIMARY_OTP' } })
    expect(free).toMatchObject({ status: taken.status, body: taken.body })
    await prober.call('email/update/primary', { otp: await codeIn(server, 'prober@x.test') })
    const refused = await prober.call('email/update/secondary', { otp: await codeIn(server, 'taken@x.test') })
    expect(refused).toMatchObject({ status: 409, body: { error: 'This e-mail belongs to another account' } })
    expect((await prober.call('user')).body).toMatchObject({ email: 'prober@x.test' })
  })
})

describe('L2: sessions end when idle, rotate, and can end everywhere', () => {
  it('a session unused for a week is over', async () => {
    const time = clock()
    const server = await start({ now: time.now })
    const c = client(server)
    await login(server, c, 'idle@x.test')
    time.advance(6 * DAY)
    expect((await c.call('user')).status).toBe(200)
    time.advance(6 * DAY)
    expect((await c.call('user')).status).toBe(200)
    time.advance(7 * DAY + 1000)
    expect((await c.call('user')).status).toBe(401)
  })

  it('a day-old token is swapped for a new one when the frame checks its session; the old one stops working', async () => {
    const time = clock()
    const server = await start({ now: time.now })
    const c = client(server)
    await login(server, c, 'rotate@x.test')
    expect((await c.call('session')).body).toEqual({ isConnected: true })
    time.advance(DAY + 1000)
    const old = c.token()
    const checked = await c.call('session')
    expect(checked.body).toMatchObject({ isConnected: true, token: expect.any(String) })
    expect(checked.body.token).not.toBe(old)
    expect((await c.call('user')).status).toBe(401)
    c.setToken(checked.body.token as string)
    expect((await c.call('user')).status).toBe(200)
  })

  it('sign out everywhere ends every session of the user', async () => {
    const server = await start()
    const a = client(server)
    await login(server, a, 'everywhere@x.test')
    const stolen = client(server, { deviceId: a.deviceId })
    stolen.setToken(a.token())
    expect((await a.call('signout', { everywhere: true })).status).toBe(200)
    expect((await stolen.call('user')).status).toBe(401)
    expect((await a.call('signout', { everywhere: true })).status).toBe(401)
  })
})

describe('M6 through the API: a session token alone signs nothing', () => {
  it('rpc for a signing method without an approval, or with one for another request, is refused; reads still work', async () => {
    const server = await start()
    const c = client(server)
    const user = await login(server, c, 'stepup@x.test')
    const bare = await c.call('rpc', { method: 'personal_sign', params: ['0x6869', user.address], chainId: 31337 })
    expect(bare).toMatchObject({ status: 403, body: { error: 'This request was not approved on this device' } })
    const ticket = await c.call('approval/start', { method: 'personal_sign', params: ['0x6869', user.address], chainId: 31337 })
    expect(ticket.status).toBe(200)
    const forged = await c.call('rpc', { method: 'personal_sign', params: ['0x6869', user.address], chainId: 31337, approval: { id: ticket.body.id, signature: 'A'.repeat(86) } })
    expect(forged.status).toBe(403)
    expect((await c.call('approval/start', { method: 'eth_chainId', chainId: 31337 })).status).toBe(400)
    expect((await c.approved('personal_sign', ['0x6869', user.address], 31337)).status).toBe(200)
    expect((await c.call('rpc', { method: 'eth_accounts', chainId: 31337 })).body.result).toEqual([user.address])
  })

  it('a session opened without a device key cannot sign at all', async () => {
    const server = await start()
    const c = client(server)
    await c.call('email/start', { email: 'nokey@x.test' })
    const verified = await c.call('email/verify', { otp: await codeIn(server, 'nokey@x.test') })
    c.setToken(verified.body.token as string)
    const address = (verified.body.user as { address: string }).address
    expect((await c.approved('personal_sign', ['0x6869', address], 31337)).status).toBe(403)
    expect((await c.call('email/verify', { otp: '123456', deviceKey: 'not-a-key' })).body.error).toBe('Invalid device key')
  })
})

describe('C1 server checks', () => {
  it('a login may announce its result only to one of the project’s own origins, and needs the frame’s secret hash', async () => {
    const server = await start()
    const c = client(server)
    const secretHash = 'h'.repeat(43)
    for (const appOrigin of ['*', 'https://evil.example', 'https://app.example.com/path', 'null'])
      expect((await c.call('social/start', { provider: 'github', appOrigin, secretHash })).body.error).toBe('This site is not allowed to use this wallet')
    expect((await c.call('social/start', { provider: 'github', appOrigin: 'https://app.example.com' })).status).toBe(400)
    expect((await c.call('social/start', { provider: 'github', appOrigin: 'https://app.example.com', secretHash: 'short' })).body.error).toBe('Invalid social login request')
  })
})

describe('L1: a social login joins an e-mail account only where the provider is trusted to verify e-mail', () => {
  it('an asserted, "verified" e-mail from an untrusted provider gets its own account, not the e-mail user’s', async () => {
    const db = await testDb()
    const users = createUsers({ db, masterKey: Buffer.alloc(32, 7), now: Date.now })
    const owner = await users.create('p', { email: 'ceo@x.test' })
    const broker = await users.forSubject('p', { subject: 'github|https://broker|1', email: 'ceo@x.test', userName: 'mallory' })
    expect(broker.id).not.toBe(owner.id)
    expect(broker.email).toBeNull()
    const google = await users.forSubject('p', { subject: 'google|https://accounts.google.com|2', email: 'ceo@x.test', linkByEmail: true })
    expect(google.id).toBe(owner.id)
  })
})
