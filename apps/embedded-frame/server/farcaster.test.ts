// Farcaster login against the real stand-ins: a relay speaking relay.farcaster.xyz's routes, Farcaster's IdRegistry
// and KeyRegistry at their Optimism addresses on anvil, and the test kit's scripted Farcaster wallet approving.
import { randomBytes } from 'node:crypto'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { Wallet } from 'ethers'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { installFarcasterRegistries, startFarcasterRelay } from '@latch/local-farcaster'
import { createTestFarcasterWallet } from '@latch/testing/farcaster-wallet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, newDevice, start } from './frameServer.test-helpers'

const AUTH_KEY = 'relay-key-for-tests'
const APP = 'https://app.example.com'
// Two anvil keys (never funded elsewhere in this file): the custody addresses of two fids.
const ALICE_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const
const MALLORY_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' as const

let anvil: DevAnvil
let relay: Awaited<ReturnType<typeof startFarcasterRelay>>

beforeAll(async () => {
  anvil = await startDevAnvil()
  await installFarcasterRegistries(anvil.url)
  relay = await startFarcasterRelay({ rpcUrl: anvil.url, authKey: AUTH_KEY })
}, 60_000)
afterAll(async () => {
  await relay?.close()
  await anvil?.stop()
})

const wallet = (privateKey: `0x${string}`, username: string) =>
  createTestFarcasterWallet({ relayUrl: relay.url, authKey: AUTH_KEY, rpcUrl: anvil.url, privateKey, username, pfpUrl: `https://example.com/${username}.png` })
/** Mallory's approval of a channel in the name of `fid`, which she does not own: a well-formed SIWF message she signs. */
async function forgedApproval(url: string, fid: number) {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const status = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } })
  const { signatureParams: p } = (await status.json()) as { signatureParams: { siweUri: string; domain: string; nonce: string } }
  const mallory = new Wallet(MALLORY_KEY)
  const client = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.url }) })
  const built = client.buildSignInMessage({ address: mallory.address as `0x${string}`, fid, uri: p.siweUri, domain: p.domain, nonce: p.nonce })
  if (built.isError) throw built.error
  const signature = (await mallory.signMessage(built.message)) as `0x${string}`
  const res = await client.authenticate({ channelToken, authKey: AUTH_KEY, message: built.message, signature, fid, authMethod: 'custody', username: 'alice' })
  if (res.isError) throw res.error
}
const server = () => start({ farcaster: { relayUrl: relay.url, rpcUrl: anvil.url }, farcasterWaitMs: 1500 })
const secret = () => randomBytes(32).toString('base64url')
const hashOf = async (s: string) => Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))).toString('base64url')

describe('Farcaster login (frame server)', () => {
  it('a channel at the relay, the approval checked against the IdRegistry, the user logged in by fid with name and avatar', async () => {
    const alice = wallet(ALICE_KEY, 'alice')
    const fid = await alice.register()
    const s = await server()
    const frame = client(s)
    const mine = secret()
    const started = await frame.call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(mine) })
    expect(started.status).toBe(200)
    const url = String(started.body.url)
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    // Not approved yet: the wait ends with 'not yet', and the frame asks again.
    expect((await frame.call('farcaster/connect', { secret: mine, deviceKey: frame.deviceKey })).body).toEqual({ pending: true })
    const signed = await alice.approve(url)
    // The message names this server's domain and the fid, as SIWF requires.
    expect(signed.message).toContain(`${new URL(s.url).host} wants you to sign in with your Ethereum account:`)
    expect(signed.message).toContain(`farcaster://fid/${fid}`)
    const done = await frame.call('farcaster/connect', { secret: mine, deviceKey: frame.deviceKey })
    expect(done.status).toBe(200)
    expect(done.body.user).toMatchObject({ userName: 'alice', avatarUrl: 'https://example.com/alice.png', preferredAccountType: 'eoa' })
    const address = (done.body.user as { address: string }).address
    // Single use: the same login cannot be redeemed twice.
    expect((await frame.call('farcaster/connect', { secret: mine })).status).toBe(400)
    // The next login by the same fid is the same user (same wallet).
    const again = client(s)
    const second = secret()
    const url2 = String((await again.call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(second) })).body.url)
    await alice.approve(url2)
    const back = await again.call('farcaster/connect', { secret: second })
    expect((back.body.user as { address: string }).address).toBe(address)
  })

  it('refuses a signer that does not own the fid, another device, a wrong secret, and a site the project does not allow', async () => {
    const alice = wallet(ALICE_KEY, 'alice')
    const fid = await alice.register()
    const s = await server()
    const frame = client(s)
    const mine = secret()
    const url = String((await frame.call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(mine) })).body.url)
    // Mallory claims alice's fid with her own key: the relay passes it on, the IdRegistry check refuses it.
    await forgedApproval(url, fid)
    const refused = await frame.call('farcaster/connect', { secret: mine })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatch(/could not be verified/)

    const other = secret()
    const url2 = String((await frame.call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(other) })).body.url)
    await alice.approve(url2)
    // The approval is bound to the device and the frame's secret: neither another device nor another secret gets it.
    expect((await client(s, { deviceId: newDevice() }).call('farcaster/connect', { secret: other })).status).toBe(400)
    expect((await frame.call('farcaster/connect', { secret: secret() })).status).toBe(400)
    expect((await frame.call('farcaster/connect', { secret: other })).status).toBe(200)

    expect((await frame.call('farcaster/start', { appOrigin: 'https://evil.example', secretHash: await hashOf(secret()) })).body.error).toBe('This site is not allowed to use this wallet')
    expect((await frame.call('farcaster/start', { appOrigin: APP, secretHash: 'short' })).status).toBe(400)
  })

  it('is off without configuration, says so when the relay is down, and lists farcaster among the frame’s logins when on', async () => {
    const off = await start()
    const res = await client(off).call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(secret()) })
    expect(res.body.error).toBe('Farcaster login is not configured on this wallet')
    const down = await start({ farcaster: { relayUrl: 'http://127.0.0.1:9', rpcUrl: anvil.url } })
    const unreachable = await client(down).call('farcaster/start', { appOrigin: APP, secretHash: await hashOf(secret()) })
    expect(unreachable).toMatchObject({ status: 502, body: { error: 'Could not reach the Farcaster relay' } })
    const on = await server()
    const page = await (await fetch(`${on.url}/frame?projectId=p1`)).text()
    // The page's meta (JSON in an attribute, so its quotes are escaped) names the logins the frame offers.
    const listed = /&#34;socials&#34;:\[[^\]]*&#34;farcaster&#34;/
    expect(page).toMatch(listed)
    expect(await (await fetch(`${off.url}/frame?projectId=p1`)).text()).not.toMatch(listed)
  })
})
