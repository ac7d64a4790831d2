import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, CODES_PER_ADDRESS_PER_HOUR, createCodes } from './codes.mjs'
import { createMailer } from './mail.mjs'
import { createRateLimiter } from './rateLimit.mjs'
import { CODE_KEY_LABEL, deriveKey } from './secrets.mjs'
import { testClock, testDb } from './testDb.test-helpers'

const P = 'p1'

async function setup() {
  const { now, advance } = testClock()
  const db = await testDb()
  const mailer = createMailer({ db, devMailbox: true, now })
  const codes = createCodes({ db, mailer, limiter: createRateLimiter({ db, now }), now, appName: 'Test', codeKey: deriveKey(randomBytes(32), CODE_KEY_LABEL) })
  const lastCode = async (to: string) => /Your code is (\d{6})/.exec((await mailer.list(to))[0]?.body ?? '')?.[1] ?? ''
  return { db, codes, mailer, lastCode, advance }
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe('one-time codes', () => {
  it('mails a six-digit code that redeems once', async () => {
    const { codes, lastCode } = await setup()
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
    const code = await lastCode('a@x.test')
    expect(code).toMatch(/^\d{6}$/)
    expect(await codes.redeem({ projectId: P, purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toMatchObject({ email: 'a@x.test' })
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).rejects.toThrow('No code was requested')
  })

  it('no new code for the same device within 30 s (with the seconds left); another device may ask', async () => {
    const { codes, advance } = await setup()
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
    advance(12_000)
    await expect(codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })).rejects.toThrow('Please try again after 18 seconds')
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-bbbbbbbbbbbb' })
    advance(18_000)
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
  })

  it(`at most ${CODES_PER_ADDRESS_PER_HOUR} codes an hour to one address`, async () => {
    const { codes, advance } = await setup()
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i++) await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: `device-${String(i).padStart(12, '0')}` })
    await expect(codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-zzzzzzzzzzzz' })).rejects.toThrow('Too many codes')
    advance(3_600_001)
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-zzzzzzzzzzzz' })
  })

  it('a wrong code counts; after 5 attempts even the right one is refused; codes expire; only the newest counts', async () => {
    const { codes, lastCode, advance } = await setup()
    const deviceId = 'device-aaaaaaaaaaaa'
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId })
    const first = await lastCode('a@x.test')
    advance(30_000)
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId })
    const second = await lastCode('a@x.test')
    if (first !== second) await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: first })).rejects.toThrow('Invalid code')
    for (let i = first !== second ? 1 : 0; i < CODE_MAX_ATTEMPTS; i++) await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: wrongFor(second) })).rejects.toThrow('Invalid code')
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: second })).rejects.toThrow('Too many attempts')

    advance(30_000)
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId })
    const third = await lastCode('a@x.test')
    advance(CODE_TTL_MS)
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: third })).rejects.toThrow('expired')
  })

  it('parallel guesses at one code get no more than 5 attempts between them', async () => {
    const { codes, lastCode } = await setup()
    const deviceId = 'device-aaaaaaaaaaaa'
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId })
    const wrong = wrongFor(await lastCode('a@x.test'))
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: wrong })))
    const messages = results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'redeemed'))
    expect(messages.filter((m) => m === 'Invalid code')).toHaveLength(CODE_MAX_ATTEMPTS)
    expect(messages.filter((m) => m.startsWith('Too many attempts'))).toHaveLength(12 - CODE_MAX_ATTEMPTS)
  })

  it('a code is for its purpose, its device and its project only', async () => {
    const { codes, lastCode } = await setup()
    await codes.issue({ projectId: P, purpose: 'update-primary', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa', userId: 'u1', newEmail: 'b@x.test' })
    const code = await lastCode('a@x.test')
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).rejects.toThrow('No code was requested')
    await expect(codes.redeem({ projectId: P, purpose: 'update-primary', deviceId: 'device-bbbbbbbbbbbb', otp: code })).rejects.toThrow('No code was requested')
    await expect(codes.redeem({ projectId: 'p2', purpose: 'update-primary', deviceId: 'device-aaaaaaaaaaaa', otp: code })).rejects.toThrow('No code was requested')
    expect(await codes.redeem({ projectId: P, purpose: 'update-primary', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toEqual({ email: 'a@x.test', userId: 'u1', newEmail: 'b@x.test' })
  })

  it('puts the note before the code line', async () => {
    const { codes, mailer, lastCode } = await setup()
    await codes.issue({ projectId: P, purpose: 'update-primary', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa', note: 'You asked to change it to b@x.test.' })
    const body = (await mailer.list('a@x.test'))[0]?.body ?? ''
    expect(body.indexOf('You asked to change it to b@x.test.')).toBe(0)
    expect(body.indexOf('You asked')).toBeLessThan(body.indexOf(`Your code is ${await lastCode('a@x.test')}`))
  })
})

describe('M3: guessing codes', () => {
  it('11 wrong codes for one e-mail across 3 devices lock that e-mail, even for the right code', async () => {
    const { codes, lastCode } = await setup()
    const devices = ['device-aaaaaaaaaaaa', 'device-bbbbbbbbbbbb', 'device-cccccccccccc']
    const issued: Record<string, string> = {}
    for (const deviceId of devices) {
      await codes.issue({ projectId: P, purpose: 'login', email: 'victim@x.test', deviceId })
      issued[deviceId] = await lastCode('victim@x.test')
    }
    // 4 + 4 + 2: within each code's own 5 attempts, 10 failures in all.
    const plan = [4, 4, 2]
    for (const [i, deviceId] of devices.entries())
      for (let n = 0; n < (plan[i] ?? 0); n++) await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: wrongFor(issued[deviceId] ?? '') })).rejects.toThrow('Invalid code')
    const third = devices[2] ?? ''
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId: third, otp: wrongFor(issued[third] ?? '') })).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/^Too many attempts/) })
    await expect(codes.redeem({ projectId: P, purpose: 'login', deviceId: third, otp: issued[third] ?? '' })).rejects.toMatchObject({ status: 429 })
    // Another e-mail is not locked.
    await codes.issue({ projectId: P, purpose: 'login', email: 'other@x.test', deviceId: 'device-dddddddddddd' })
    expect(await codes.redeem({ projectId: P, purpose: 'login', deviceId: 'device-dddddddddddd', otp: await lastCode('other@x.test') })).toMatchObject({ email: 'other@x.test' })
  })

  it('wrong codes are also counted per client address, whatever the e-mail', async () => {
    const { now } = testClock()
    const db = await testDb()
    const mailer = createMailer({ db, devMailbox: true, now })
    const limiter = createRateLimiter({ db, now, limits: { 'otp-fail-ip': { max: 3, windowMs: 3_600_000 } } })
    const codes = createCodes({ db, mailer, limiter, now, appName: 'Test', codeKey: deriveKey(randomBytes(32), CODE_KEY_LABEL) })
    for (const [i, email] of ['a@x.test', 'b@x.test', 'c@x.test', 'd@x.test'].entries()) {
      const deviceId = `device-${String(i).padStart(12, '0')}`
      await codes.issue({ projectId: P, purpose: 'login', email, deviceId, ip: '203.0.113.9' })
      const code = /Your code is (\d{6})/.exec((await mailer.list(email))[0]?.body ?? '')?.[1] ?? ''
      const attempt = codes.redeem({ projectId: P, purpose: 'login', deviceId, otp: wrongFor(code), ip: '203.0.113.9' })
      await expect(attempt).rejects.toMatchObject(i < 3 ? { status: 400 } : { status: 429 })
    }
  })

  it('stores codes as an HMAC under a derived key, not as a bare SHA-256 of six digits', async () => {
    const { db, codes, lastCode } = await setup()
    await codes.issue({ projectId: P, purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
    const code = await lastCode('a@x.test')
    const stored = String((await db.get('SELECT code_hash FROM codes'))?.code_hash)
    expect(stored).toMatch(/^[0-9a-f]{64}$/)
    expect(stored).not.toBe(createHash('sha256').update(code).digest('hex'))
  })
})
