import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, openDb } from '../db/db'
import { type DevAnvil, signedRegistration, startDevAnvil, TEST_SIGNER_KEY } from '../testing/testChain'
import { createNameHandler, type NameHandlerOptions } from './createNameHandler'

const ORIGIN = 'https://dapp.example'
const BASE = 'https://names.example'

let anvil: DevAnvil
let db: Db
beforeAll(async () => {
  ;[anvil, db] = await Promise.all([startDevAnvil(), openDb()])
}, 60_000)
afterAll(async () => {
  await db?.close()
  await anvil?.stop()
})

function handlerWith(overrides: Partial<NameHandlerOptions> = {}) {
  return createNameHandler({ parent: 'latch.id', db, chain: { chainId: anvil.chainId, rpcUrl: anvil.url }, signerKey: TEST_SIGNER_KEY, allowedOrigins: [ORIGIN], ...overrides })
}
const get = (path: string, origin = ORIGIN) => new Request(`${BASE}${path}`, { headers: { origin } })
const post = (path: string, body: unknown) => new Request(`${BASE}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })

describe('createNameHandler', () => {
  it('registers a free name signed by an EOA, answers both lookups, and refuses a replay of the same message', async () => {
    const handle = handlerWith()
    const alice = Wallet.createRandom()
    expect(await (await handle(get('/v1/names/Alice'))).json()).toEqual({ name: 'alice.latch.id', available: true })
    const body = await signedRegistration(alice, 'Alice')
    const created = await handle(post('/v1/names', body))
    expect(created.status).toBe(201)
    expect(created.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(await created.json()).toEqual({ name: 'alice.latch.id', address: alice.address })

    const lookup = (await (await handle(get('/v1/names/alice'))).json()) as { available: boolean; address: string; suggestions: string[] }
    expect(lookup).toMatchObject({ name: 'alice.latch.id', available: false, address: alice.address })
    expect(lookup.suggestions).toHaveLength(3)
    expect(await (await handle(get(`/v1/addresses/${alice.address.toLowerCase()}`))).json()).toEqual({ name: 'alice.latch.id' })
    expect(await (await handle(get(`/v1/addresses/${Wallet.createRandom().address}`))).json()).toEqual({ name: null })

    const replay = await handle(post('/v1/names', body))
    expect(replay.status).toBe(409)
    expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('REPLAYED')
  })

  it('refuses a taken name with free suggestions, and moves an address to its new name, freeing the old one', async () => {
    const handle = handlerWith()
    const [bob, carol] = [Wallet.createRandom(), Wallet.createRandom()]
    expect((await handle(post('/v1/names', await signedRegistration(bob, 'bobby')))).status).toBe(201)
    const taken = await handle(post('/v1/names', await signedRegistration(carol, 'bobby')))
    expect(taken.status).toBe(409)
    const { error, suggestions } = (await taken.json()) as { error: { code: string }; suggestions: string[] }
    expect(error.code).toBe('TAKEN')
    expect(suggestions).toHaveLength(3)
    for (const s of suggestions) expect(await (await handle(get(`/v1/names/${s}`))).json()).toEqual({ name: `${s}.latch.id`, available: true })
    expect((await handle(post('/v1/names', await signedRegistration(carol, suggestions[0] ?? '')))).status).toBe(201)

    expect((await handle(post('/v1/names', await signedRegistration(bob, 'robert')))).status).toBe(201)
    expect(await (await handle(get(`/v1/addresses/${bob.address}`))).json()).toEqual({ name: 'robert.latch.id' })
    expect(await (await handle(get('/v1/names/bobby'))).json()).toEqual({ name: 'bobby.latch.id', available: true })
  })

  it('lets one of two registrations racing for a name win', async () => {
    const handle = handlerWith()
    const bodies = await Promise.all([Wallet.createRandom(), Wallet.createRandom()].map((w) => signedRegistration(w, 'racer')))
    const statuses = await Promise.all(bodies.map(async (b) => (await handle(post('/v1/names', b))).status))
    expect(statuses.sort()).toEqual([201, 409])
  })

  it('says the chain is unavailable, not that the signature is bad, when the RPC cannot be asked', async () => {
    const handle = handlerWith({ chain: { chainId: 31337, rpcUrl: 'http://127.0.0.1:9' } })
    const res = await handle(post('/v1/names', await signedRegistration(Wallet.createRandom(), 'erin', 'latch.id', { address: Wallet.createRandom().address })))
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CHAIN_UNAVAILABLE')
  })

  it('refuses an expired or far-future message, another parent, another signer and a bad name, with typed errors', async () => {
    const handle = handlerWith()
    const dave = Wallet.createRandom()
    const codeOf = async (body: unknown) => {
      const res = await handle(post('/v1/names', body))
      return [res.status, ((await res.json()) as { error: { code: string } }).error.code]
    }
    expect(await codeOf(await signedRegistration(dave, 'david', 'latch.id', { expiry: new Date(Date.now() - 1000) }))).toEqual([400, 'EXPIRED'])
    expect(await codeOf(await signedRegistration(dave, 'david', 'latch.id', { expiry: new Date(Date.now() + 11 * 60_000) }))).toEqual([400, 'EXPIRED'])
    expect(await codeOf(await signedRegistration(dave, 'david', 'other.eth'))).toEqual([400, 'WRONG_PARENT'])
    expect(await codeOf(await signedRegistration(dave, 'david', 'latch.id', { address: Wallet.createRandom().address }))).toEqual([401, 'BAD_SIGNATURE'])
    const good = await signedRegistration(dave, 'david')
    expect(await codeOf({ ...good, message: good.message.replace('david', 'davi_') })).toEqual([400, 'INVALID_NAME'])
    expect(await codeOf({ message: 'Sign in', signature: good.signature })).toEqual([400, 'INVALID_MESSAGE'])
    expect(await codeOf({ message: good.message })).toEqual([400, 'INVALID_REQUEST'])
    expect(await codeOf('{')).toEqual([400, 'INVALID_REQUEST'])
    expect(await codeOf({ ...good, padding: 'x'.repeat(9000) })).toEqual([413, 'BODY_TOO_LARGE'])
    for (const label of ['ab', 'al%E0ce', 'al%20ce']) {
      const invalid = await handle(get(`/v1/names/${label}`))
      expect(invalid.status, label).toBe(400)
      expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('INVALID_NAME')
    }
    expect((await handle(get('/v1/addresses/0x1234'))).status).toBe(400)
  })

  it('answers CORS for allowed origins only on the name routes, and for any page on the gateway', async () => {
    const handle = handlerWith()
    const preflight = await handle(new Request(`${BASE}/v1/names`, { method: 'OPTIONS', headers: { origin: ORIGIN, 'access-control-request-method': 'POST' } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    for (const request of [get('/v1/names/alice', 'https://evil.example'), new Request(`${BASE}/v1/names`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })]) {
      const res = await handle(request)
      expect(res.status).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    }
    const gateway = await handle(new Request(`${BASE}/v1/ccip`, { method: 'OPTIONS', headers: { origin: 'https://any.example' } }))
    expect(gateway.status).toBe(204)
    expect(gateway.headers.get('access-control-allow-origin')).toBe('*')
    expect((await handle(get('/v1/other'))).status).toBe(404)
    expect((await handle(new Request(`${BASE}/v1/names/alice`, { method: 'DELETE', headers: { origin: ORIGIN } }))).status).toBe(405)
  })

  it('rate-limits each client address, on every route', async () => {
    const handle = handlerWith({ rateLimit: { windowMs: 60_000, max: 2 } })
    expect((await handle(get('/v1/names/alice'), { clientIp: '10.0.0.1' })).status).toBe(200)
    expect((await handle(get(`/v1/addresses/${Wallet.createRandom().address}`), { clientIp: '10.0.0.1' })).status).toBe(200)
    const limited = await handle(post('/v1/names', {}), { clientIp: '10.0.0.1' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED')
    expect((await handle(get('/v1/ccip/0x0000000000000000000000000000000000000001/0x.json'), { clientIp: '10.0.0.1' })).status).toBe(429)
    expect((await handle(get('/v1/names/alice'), { clientIp: '10.0.0.2' })).status).toBe(200)
  })
})
