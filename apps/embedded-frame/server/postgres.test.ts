// Two frame servers on one real PostgreSQL server (LATCH_FRAME_DATABASE_URL): what one instance writes, the
// other reads; rate limits count across both; the migrations run once although both start at the same time.
// Needs Debian's postgresql package (.ci/run installs it); without it this test fails, it does not skip.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgres, type TestPostgres } from '../../../packages/server-kit/src/test/postgres'
import { approvalLinkIn, approve, client, codeIn, login, newDevice, type Server, startKept } from './frameServer.test-helpers'
import { migrationFiles } from './migrate.mjs'

let postgres: TestPostgres | undefined
let one: Server
let two: Server

beforeAll(async () => {
  postgres = await startPostgres('latch_frame')
  // One deployment: the same master key (it seals the keys and derives the code key) and the same database.
  const shared = { databaseUrl: postgres.url, masterKey: randomBytes(32), rateLimits: { 'social-ip': { max: 3, windowMs: 600_000 } }, deviceWaitMs: 5_000 }
  // Both at once: their migrations race for the advisory lock.
  ;[one, two] = await Promise.all([startKept(shared), startKept(shared)])
}, 120_000)

afterAll(async () => {
  for (const server of [one, two]) await server?.stop()
  await postgres?.stop()
})

describe('two instances on one PostgreSQL', () => {
  it('ran the migrations once between them, recorded once', async () => {
    const versions = migrationFiles().map((m) => m.version)
    expect([...one.migrations, ...two.migrations].sort()).toEqual(versions)
    const db = new pg.Client({ connectionString: postgres?.url })
    await db.connect()
    try {
      expect((await db.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version)).toEqual(versions)
    } finally {
      await db.end()
    }
  })

  it('a code mailed by instance 1 is redeemed at instance 2; the session works at both', async () => {
    const deviceId = newDevice()
    const atOne = client(one, { deviceId })
    const atTwo = client(two, { deviceId })
    expect((await atOne.call('email/start', { email: 'ada@x.test' })).body).toEqual({ action: 'VERIFY_OTP' })
    const verified = await atTwo.call('email/verify', { otp: await codeIn(one, 'ada@x.test') })
    expect(verified.body).toMatchObject({ user: { email: 'ada@x.test' } })
    const token = verified.body.token as string
    atOne.setToken(token)
    atTwo.setToken(token)
    const user = verified.body.user as { address: string }
    expect((await atOne.call('user')).body).toMatchObject({ email: 'ada@x.test', address: user.address })
    expect((await atTwo.call('user')).body).toMatchObject({ email: 'ada@x.test', address: user.address })
    // Signed by instance 1 with the key instance 2 created.
    expect((await atOne.call('rpc', { method: 'eth_accounts', chainId: 31337 })).body.result).toEqual([user.address])
  })

  it('a device approved on instance 2 is seen by the request waiting at instance 1', async () => {
    await login(one, client(one), 'grace@x.test')
    const deviceId = newDevice()
    expect((await client(one, { deviceId }).call('email/start', { email: 'grace@x.test' })).body).toEqual({ action: 'VERIFY_DEVICE' })
    const waiting = client(one, { deviceId }).call('email/device')
    const link = new URL(await approvalLinkIn(one, 'grace@x.test'))
    expect((await approve(`${two.url}/device/approve${link.search}`)).status).toBe(200)
    expect(await waiting).toMatchObject({ status: 200, body: {} })
  })

  it('a rate limit counts the hits at both instances', async () => {
    const ask = (server: Server) => client(server).call('social/start', { provider: 'google', appOrigin: 'https://app.example.com' })
    expect((await ask(one)).status).toBe(400)
    expect((await ask(two)).status).toBe(400)
    expect((await ask(one)).status).toBe(400)
    const refused = await ask(two)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
