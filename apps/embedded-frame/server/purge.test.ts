import { describe, expect, it } from 'vitest'
import { MAIL_KEPT_MS, purgeExpired, startPurging } from './purge.mjs'
import { testDb } from './testDb.test-helpers'
import type { Db } from './db.mjs'

const NOW = 10_000_000_000

/** One expired and one live row in every table that expires, and an old and a new dev mail. */
async function fill(db: Db) {
  await db.run("INSERT INTO users (id, project_id, email, address, key_iv, key_ciphertext, created_at) VALUES ('u1', 'p1', 'a@x.test', '0x1', 'iv', 'ct', 0)")
  for (const [suffix, expiresAt] of [
    ['old', NOW - 1],
    ['new', NOW + 60_000],
  ] as const) {
    await db.run('INSERT INTO codes (id, project_id, purpose, email, device_id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      `c-${suffix}`,
      'p1',
      'login',
      'a@x.test',
      'device-aaaaaaaaaaaa',
      'h',
      0,
      expiresAt,
    ])
    await db.run("INSERT INTO sessions (token_hash, project_id, user_id, device_id, created_at, expires_at) VALUES ($1, 'p1', 'u1', 'd', 0, $2)", [`s-${suffix}`, expiresAt])
    await db.run("INSERT INTO device_approvals (token_hash, project_id, device_id, user_id, email, created_at, expires_at) VALUES ($1, 'p1', 'd', 'u1', 'a@x.test', 0, $2)", [`a-${suffix}`, expiresAt])
    await db.run("INSERT INTO social_logins (state, project_id, provider, device_id, app_origin, code_verifier, nonce, expires_at) VALUES ($1, 'p1', 'google', 'd', 'o', 'v', 'n', $2)", [
      `l-${suffix}`,
      expiresAt,
    ])
    await db.run("INSERT INTO farcaster_logins (secret_hash, project_id, device_id, channel_token, nonce, expires_at) VALUES ($1, 'p1', 'd', 't', 'n', $2)", [`f-${suffix}`, expiresAt])
    await db.run("INSERT INTO rate_limits (bucket, key, count, window_start, expires_at) VALUES ('api-ip', $1, 1, 0, $2)", [`r-${suffix}`, expiresAt])
  }
  await db.run("INSERT INTO mail (to_addr, subject, body, created_at) VALUES ('a@x.test', 'old', 'b', $1), ('a@x.test', 'new', 'b', $2)", [NOW - MAIL_KEPT_MS - 1, NOW - 1000])
}

const left = async (db: Db) => ({
  codes: (await db.all('SELECT id FROM codes')).map((r) => r.id),
  sessions: (await db.all('SELECT token_hash FROM sessions')).map((r) => r.token_hash),
  approvals: (await db.all('SELECT token_hash FROM device_approvals')).map((r) => r.token_hash),
  social: (await db.all('SELECT state FROM social_logins')).map((r) => r.state),
  farcaster: (await db.all('SELECT secret_hash FROM farcaster_logins')).map((r) => r.secret_hash),
  limits: (await db.all('SELECT key FROM rate_limits')).map((r) => r.key),
  mail: (await db.all('SELECT subject FROM mail')).map((r) => r.subject),
})

describe('purging expired rows (M4)', () => {
  it('removes expired codes, sessions, device approvals, social and Farcaster logins, rate-limit windows and day-old dev mail; keeps the rest', async () => {
    const db = await testDb()
    await fill(db)
    expect(await purgeExpired(db, NOW)).toEqual({ codes: 1, sessions: 1, device_approvals: 1, social_logins: 1, farcaster_logins: 1, rate_limits: 1, approvals: 0, email_changes: 0, nonce_reservations: 0, mail: 1 })
    expect(await left(db)).toEqual({ codes: ['c-new'], sessions: ['s-new'], approvals: ['a-new'], social: ['l-new'], farcaster: ['f-new'], limits: ['r-new'], mail: ['new'] })
  })

  it('purges when started, then on its timer', async () => {
    const db = await testDb()
    await fill(db)
    let now = NOW
    const stop = await startPurging({ db, now: () => now, everyMs: 50 })
    expect((await left(db)).codes).toEqual(['c-new'])
    now = NOW + 120_000
    await new Promise((resolve) => setTimeout(resolve, 200))
    await stop()
    expect(await left(db)).toMatchObject({ codes: [], sessions: [], approvals: [], social: [], limits: [] })
  })
})
