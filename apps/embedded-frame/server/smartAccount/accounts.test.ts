import { describe, expect, it } from 'vitest'
import { client, login, start } from '../frameServer.test-helpers'

// Account choice and the frame page's chain list, on chains whose services are never reached here (the
// paths that need a real bundler are in ./smartAccount.test.ts).
const NO_BUNDLER = { chainId: 31337, rpcUrl: 'http://127.0.0.1:9', name: 'Local' }
const WITH_SPONSOR = {
  chainId: 10,
  rpcUrl: 'http://127.0.0.1:9',
  name: 'OP',
  bundlerUrl: 'https://bundler.example.com/rpc?apikey=secret-bundler-key',
  paymasterUrl: 'https://paymaster.example.com/v1?apikey=secret-pm-key',
  paymasterUrls: ['https://other-pm.example.com/?apikey=secret-other-key'],
}

describe('smart-account settings the frame page sees', () => {
  it('per chain: whether smart accounts exist and who sponsors, never a service URL', async () => {
    const server = await start({ chains: [NO_BUNDLER, WITH_SPONSOR, { ...WITH_SPONSOR, chainId: 8453, sponsorName: 'Example Co.' }] })
    const html = await (await fetch(`${server.frameUrl}?projectId=p1`, { headers: { referer: 'https://app.example.com/' } })).text()
    const meta = JSON.parse(/name="latch-frame" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#34;/g, '"') ?? '{}')
    expect(meta.chains).toEqual([
      { chainId: 31337, name: 'Local', currency: 'ETH', smartAccounts: false },
      { chainId: 10, name: 'OP', currency: 'ETH', smartAccounts: true, sponsor: 'paymaster.example.com' },
      { chainId: 8453, name: 'OP', currency: 'ETH', smartAccounts: true, sponsor: 'Example Co.' },
    ])
    expect(html).not.toMatch(/secret|apikey|bundler\.example/)
  })
})

describe('the account choice', () => {
  it('smartAccount on a chain without a bundler: 400, and nothing is stored', async () => {
    const server = await start({ chains: [NO_BUNDLER] })
    const c = client(server)
    const { address } = await login(server, c, 'choice@example.com')
    expect(await c.call('account/preferred', { type: 'smartAccount', chainId: 31337 })).toMatchObject({ status: 400, body: { error: 'Smart accounts are not available on chain 31337' } })
    expect(await c.call('account/preferred', { type: 'passkey', chainId: 31337 })).toMatchObject({ status: 400 })
    expect(await c.call('account/smart', { chainId: 31337 })).toMatchObject({ status: 400, body: { error: 'Smart accounts are not available on chain 31337' } })
    const user = { email: 'choice@example.com', userName: null, avatarUrl: null, preferredAccountType: 'eoa', address, accounts: [{ address, type: 'eoa' }] }
    expect((await c.call('user', { chainId: 31337 })).body).toEqual(user)
    expect((await c.call('user')).body).toEqual(user)
    expect((await c.call('account/preferred', { type: 'eoa', chainId: 31337 })).body).toEqual(user)
    expect(await c.call('account/smart', { chainId: 31337 }, { authorization: '' })).toMatchObject({ status: 401 })
  })
})
