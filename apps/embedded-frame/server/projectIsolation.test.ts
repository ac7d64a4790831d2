// Review finding H4: users, sessions, devices and codes belong to one project; the public default origins
// need a project marked development.
import { describe, expect, it } from 'vitest'
import { client, codeIn, login, start } from './frameServer.test-helpers'

describe('H4: one project per user', () => {
  it("a session of project A is not one in project B, and A's user is not found in B", async () => {
    const server = await start()
    const inA = client(server, { projectId: 'p1' })
    const userA = await login(server, inA, 'ada@x.test')
    // The same device and token, presented to project B.
    const sameDeviceInB = client(server, { projectId: 'p2', deviceId: inA.deviceId })
    sameDeviceInB.setToken(inA.token())
    expect((await sameDeviceInB.call('session')).body).toEqual({ isConnected: false })
    expect((await sameDeviceInB.call('user')).status).toBe(401)
    expect((await sameDeviceInB.call('rpc', { method: 'eth_accounts', chainId: 31337 })).status).toBe(401)
    await sameDeviceInB.call('signout')
    expect((await inA.call('session')).body).toEqual({ isConnected: true })

    // In B the e-mail is unknown: a plain code (no device approval for A's user), then B's own user and key.
    const inB = client(server, { projectId: 'p2' })
    expect((await inB.call('email/start', { email: 'ada@x.test' })).body).toEqual({ action: 'VERIFY_OTP' })
    // A code mailed for B does not log in to A.
    expect((await client(server, { projectId: 'p1', deviceId: inB.deviceId }).call('email/verify', { otp: await codeIn(server, 'ada@x.test') })).body.error).toBe(
      'No code was requested. Request a new code.',
    )
    const userB = (await inB.call('email/verify', { otp: await codeIn(server, 'ada@x.test') })).body.user as { address: string }
    expect(userB.address).not.toBe(userA.address)
  })

  it('refuses to start with a project that lists no origins, unless it is marked development', async () => {
    await expect(start({ projects: { p1: {} } })).rejects.toThrow(/Project p1 lists no allowedOrigins/)
    await expect(start({ projects: { p1: { allowedOrigins: [] } } })).rejects.toThrow('"development": true')
    const dev = await start({ projects: { p1: { development: true } } })
    expect(await (await fetch(`${dev.frameUrl}?projectId=p1`)).text()).toContain('https://*.vercel.app')
  })

  it('refuses an API call for an unknown project', async () => {
    const server = await start()
    expect(await client(server, { projectId: 'elsewhere' }).call('email/start', { email: 'a@x.test' })).toMatchObject({ status: 400, body: { error: 'Unknown project' } })
    expect(await server.mailbox()).toEqual([])
  })
})
