import { describe, expect, it } from 'vitest'
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, CODES_PER_ADDRESS_PER_HOUR, createCodes } from './codes.mjs'
import { openDb } from './db.mjs'
import { createMailer } from './mail.mjs'

async function setup() {
  let t = 1_000_000
  const now = () => t
  const db = await openDb()
  const mailer = createMailer({ db, devMailbox: true, now })
  const codes = createCodes({ db, mailer, now, appName: 'Test' })
  const lastCode = (to: string) => /Your code is (\d{6})/.exec(mailer.list(to)[0]?.body ?? '')?.[1] ?? ''
  return { codes, mailer, lastCode, advance: (ms: number) => (t += ms) }
}

describe('one-time codes', () => {
  it('mails a six-digit code that redeems once', async () => {
    const { codes, lastCode } = await setup()
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
    const code = lastCode('a@x.test')
    expect(code).toMatch(/^\d{6}$/)
    expect(codes.redeem({ purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toMatchObject({ email: 'a@x.test' })
    expect(() => codes.redeem({ purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toThrow('No code was requested')
  })

  it('no new code for the same device within 30 s (with the seconds left); another device may ask', async () => {
    const { codes, advance } = await setup()
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
    advance(12_000)
    await expect(codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })).rejects.toThrow('Please try again after 18 seconds')
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-bbbbbbbbbbbb' })
    advance(18_000)
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa' })
  })

  it(`at most ${CODES_PER_ADDRESS_PER_HOUR} codes an hour to one address`, async () => {
    const { codes, advance } = await setup()
    for (let i = 0; i < CODES_PER_ADDRESS_PER_HOUR; i++) await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: `device-${String(i).padStart(12, '0')}` })
    await expect(codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-zzzzzzzzzzzz' })).rejects.toThrow('Too many codes')
    advance(3_600_001)
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId: 'device-zzzzzzzzzzzz' })
  })

  it('a wrong code counts; after 5 attempts even the right one is refused; codes expire; only the newest counts', async () => {
    const { codes, lastCode, advance } = await setup()
    const deviceId = 'device-aaaaaaaaaaaa'
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId })
    const first = lastCode('a@x.test')
    advance(30_000)
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId })
    const second = lastCode('a@x.test')
    if (first !== second) expect(() => codes.redeem({ purpose: 'login', deviceId, otp: first })).toThrow('Invalid code')
    const wrong = second === '000000' ? '111111' : '000000'
    for (let i = first !== second ? 1 : 0; i < CODE_MAX_ATTEMPTS; i++) expect(() => codes.redeem({ purpose: 'login', deviceId, otp: wrong })).toThrow('Invalid code')
    expect(() => codes.redeem({ purpose: 'login', deviceId, otp: second })).toThrow('Too many attempts')

    advance(30_000)
    await codes.issue({ purpose: 'login', email: 'a@x.test', deviceId })
    const third = lastCode('a@x.test')
    advance(CODE_TTL_MS)
    expect(() => codes.redeem({ purpose: 'login', deviceId, otp: third })).toThrow('expired')
  })

  it('a code is for its purpose and its device only', async () => {
    const { codes, lastCode } = await setup()
    await codes.issue({ purpose: 'update-primary', email: 'a@x.test', deviceId: 'device-aaaaaaaaaaaa', userId: 'u1', newEmail: 'b@x.test' })
    const code = lastCode('a@x.test')
    expect(() => codes.redeem({ purpose: 'login', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toThrow('No code was requested')
    expect(() => codes.redeem({ purpose: 'update-primary', deviceId: 'device-bbbbbbbbbbbb', otp: code })).toThrow('No code was requested')
    expect(codes.redeem({ purpose: 'update-primary', deviceId: 'device-aaaaaaaaaaaa', otp: code })).toEqual({ email: 'a@x.test', userId: 'u1', newEmail: 'b@x.test' })
  })
})
