import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.mjs'

const KEY = Buffer.alloc(32, 7).toString('base64')
const file = {
  publicUrl: 'https://wallet.example.com',
  projects: { p1: { allowedOrigins: ['https://app.example.com'] } },
  chains: [{ chainId: 1, rpcUrl: 'https://rpc.example.com' }],
  social: { google: { issuer: 'https://accounts.google.com', clientId: 'id.apps.googleusercontent.com' } },
}
const env = { LATCH_FRAME_CONFIG: '/etc/latch/frame.json', LATCH_FRAME_MASTER_KEY: KEY, LATCH_FRAME_MAIL_WEBHOOK: 'https://mail.example.com/send', LATCH_FRAME_SOCIAL_GOOGLE_SECRET: 's3cret' }
const read = (overrides: object = {}) => () => JSON.stringify({ ...file, ...overrides })

describe('loadConfig', () => {
  it('public settings from the file, secrets from the environment', () => {
    const config = loadConfig(env, read())
    expect(config).toMatchObject({ host: '127.0.0.1', port: 8549, publicUrl: 'https://wallet.example.com', devMailbox: false, dbPath: 'latch-frame-db', trustProxy: false })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.social?.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id.apps.googleusercontent.com', clientSecret: 's3cret' })
    expect(config.masterKey.equals(Buffer.alloc(32, 7))).toBe(true)
    expect(typeof config.deliver).toBe('function')
  })

  it('a PostgreSQL URL, a data directory, a trusted proxy and rate limits', () => {
    const config = loadConfig(
      { ...env, LATCH_FRAME_DATABASE_URL: 'postgres://latch@db.internal/frame', LATCH_FRAME_DB: '/var/lib/latch', LATCH_FRAME_TRUST_PROXY: '1' },
      read({ rateLimits: { 'mail-ip': { max: 100, windowMs: 3_600_000 } } }),
    )
    expect(config).toMatchObject({ databaseUrl: 'postgres://latch@db.internal/frame', dbPath: '/var/lib/latch', trustProxy: true, rateLimits: { 'mail-ip': { max: 100, windowMs: 3_600_000 } } })
    expect(() => loadConfig(env, read({ rateLimits: { everything: { max: 1, windowMs: 1 } } }))).toThrow('unknown rate limit "everything"')
    expect(() => loadConfig(env, read({ rateLimits: { 'mail-ip': { max: 0, windowMs: 1 } } }))).toThrow('positive integer')
  })

  it('H4: a project must list its origins; the spec\'s public defaults only for a development project', () => {
    expect(() => loadConfig(env, read({ projects: { p1: {} } }))).toThrow(/Project p1 lists no allowedOrigins.*"development": true/)
    expect(() => loadConfig(env, read({ projects: { p1: { allowedOrigins: [] } } }))).toThrow('lists no allowedOrigins')
    expect(loadConfig(env, read({ projects: { p1: { development: true } } })).projects).toEqual({ p1: { development: true } })
  })

  it('says what is missing or wrong', () => {
    expect(() => loadConfig({}, read())).toThrow('LATCH_FRAME_CONFIG')
    expect(() => loadConfig({ ...env, LATCH_FRAME_MASTER_KEY: 'short' }, read())).toThrow('32 random bytes')
    expect(() => loadConfig(env, read({ projects: {} }))).toThrow('at least one project')
    expect(() => loadConfig(env, read({ chains: [{ chainId: '1' }] }))).toThrow('integer chainId')
    expect(() => loadConfig(env, read({ social: { myspace: {} } }))).toThrow('unknown social provider "myspace"')
    expect(() => loadConfig(env, read({ publicUrl: 'http://wallet.example.com' }))).toThrow('https')
    expect(() => loadConfig({ ...env, LATCH_FRAME_MAIL_WEBHOOK: undefined }, read())).toThrow('LATCH_FRAME_MAIL_WEBHOOK')
    expect(() => loadConfig(env, () => '{not json')).toThrow('cannot read /etc/latch/frame.json')
  })

  it('smart accounts: service URLs https in production (http only with the dev mailbox), a factory address, a short sponsor name', () => {
    const chain = { chainId: 10, rpcUrl: 'https://rpc.example.com' }
    const smart = { ...chain, bundlerUrl: 'https://bundler.example.com', paymasterUrl: 'https://pm.example.com', paymasterUrls: ['https://pm2.example.com'], sponsorName: 'Example' }
    expect(loadConfig(env, read({ chains: [smart] })).chains).toEqual([smart])
    expect(() => loadConfig(env, read({ chains: [{ ...chain, bundlerUrl: 'http://127.0.0.1:4337' }] }))).toThrow('chain 10: bundlerUrl must be https in production')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, paymasterUrl: 'http://127.0.0.1:3000' }] }))).toThrow('chain 10: paymasterUrl must be https in production')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, paymasterUrls: ['http://10.0.0.1'] }] }))).toThrow('each of paymasterUrls must be https')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, paymasterUrls: 'https://pm2.example.com' }] }))).toThrow('paymasterUrls must be a list')
    expect(() => loadConfig(env, read({ chains: [{ ...chain, paymasterUrl: 'https://pm.example.com' }] }))).toThrow('need a bundlerUrl')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, accountFactory: 'factory' }] }))).toThrow('accountFactory must be an address')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, sponsorName: 'x'.repeat(65) }] }))).toThrow('sponsorName must be text')
    expect(() => loadConfig(env, read({ chains: [{ ...smart, bundlerUrl: 'not a url' }] }))).toThrow('bundlerUrl must be a URL')
    const local = { ...chain, bundlerUrl: 'http://127.0.0.1:4337', paymasterUrl: 'http://127.0.0.1:3000' }
    const { LATCH_FRAME_MAIL_WEBHOOK: _, ...devEnv } = env
    expect(loadConfig({ ...devEnv, LATCH_FRAME_DEV_MAILBOX: '1' }, read({ chains: [local] })).chains).toEqual([local])
  })
})
