import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { installFarcasterRegistries, type RunningFarcasterRelay, startFarcasterRelay } from '@latch/local-farcaster'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESSES, ANVIL_KEYS } from '../evm/anvilAccounts'
import { TestFarcasterWalletError } from './errors'
import { type CreateTestFarcasterWalletParameters, createTestFarcasterWallet } from './wallet'

const AUTH_KEY = 'relay-secret'
const DOMAIN = '127.0.0.1:5173'

let anvil: DevAnvil
let relay: RunningFarcasterRelay
beforeAll(async () => {
  anvil = await startDevAnvil()
  await installFarcasterRegistries(anvil.url)
  relay = await startFarcasterRelay({ rpcUrl: anvil.url, authKey: AUTH_KEY })
})
afterAll(async () => {
  await relay?.close()
  await anvil?.stop()
})

const app = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.url }) })
const wallet = (key: number, extra: Partial<CreateTestFarcasterWalletParameters> = {}) =>
  createTestFarcasterWallet({ relayUrl: relay.url, authKey: AUTH_KEY, rpcUrl: anvil.url, privateKey: ANVIL_KEYS[key] as `0x${string}`, username: 'alice', ...extra })

async function openChannel(extra: { notBefore?: string; expirationTime?: string; requestId?: string } = {}) {
  const created = await app().createChannel({ siweUri: `http://${DOMAIN}/login`, domain: DOMAIN, ...extra })
  if (created.isError) throw created.error
  return created.data
}

describe('register', () => {
  it('registers the custody address once and then answers its fid', async () => {
    const first = wallet(1)
    expect(first.address).toBe(ANVIL_ADDRESSES[1])
    expect(first.fid).toBeUndefined()
    const fid = await first.register()
    expect(fid).toBeGreaterThan(0)
    expect(first.fid).toBe(fid)
    // Another wallet over the same key finds the fid on chain instead of registering again.
    expect(await wallet(1).register()).toBe(fid)
    expect(await wallet(2).register()).toBe(fid + 1)
  })
})

describe('approve', () => {
  it('signs the channel’s request so that the app’s verifySignInMessage accepts it, and sends the profile', async () => {
    const alice = wallet(3, { displayName: 'Alice', pfpUrl: 'https://example.com/alice.png', bio: 'testing' })
    const { channelToken, url, nonce } = await openChannel()
    // approve registers the fid itself when the test did not.
    const approval = await alice.approve(url)
    expect(approval).toMatchObject({ channelToken, fid: alice.fid, nonce, domain: DOMAIN })
    expect(approval.message).toContain('Farcaster Auth')
    expect(approval.message).toContain(`farcaster://fid/${alice.fid}`)

    const status = await app().watchStatus({ channelToken, timeout: 5_000, interval: 100 })
    if (status.isError) throw status.error
    expect(status.data).toMatchObject({
      state: 'completed',
      fid: alice.fid,
      message: approval.message,
      signature: approval.signature,
      authMethod: 'custody',
      username: 'alice',
      displayName: 'Alice',
      pfpUrl: 'https://example.com/alice.png',
      bio: 'testing',
      custody: ANVIL_ADDRESSES[3],
    })

    const verified = await app().verifySignInMessage({ nonce, domain: DOMAIN, message: approval.message, signature: approval.signature })
    if (verified.isError) throw verified.error
    expect(verified).toMatchObject({ success: true, fid: alice.fid, authMethod: 'custody' })
  })

  it('puts the channel’s time bounds and request id in the message', async () => {
    const notBefore = new Date(Date.now() - 60_000).toISOString()
    const expirationTime = new Date(Date.now() + 600_000).toISOString()
    const { url, nonce } = await openChannel({ notBefore, expirationTime, requestId: 'req-1' })
    const approval = await wallet(4).approve(url)
    expect(approval.message).toContain(`Not Before: ${notBefore}`)
    expect(approval.message).toContain(`Expiration Time: ${expirationTime}`)
    expect(approval.message).toContain('Request ID: req-1')
    const verified = await app().verifySignInMessage({ nonce, domain: DOMAIN, message: approval.message, signature: approval.signature })
    expect(verified.isError).toBe(false)
  })

  it('throws when the URL has no channel, the channel is unknown or done, or the relay refuses its key', async () => {
    const bob = wallet(5)
    await expect(bob.approve('https://farcaster.xyz/~/siwf')).rejects.toThrow(TestFarcasterWalletError)
    await expect(bob.approve('https://farcaster.xyz/~/siwf?channelToken=ZZZZZZZZ')).rejects.toThrow(/not waiting for a signature \(relay answered 401\)/)
    const { url } = await openChannel()
    await expect(wallet(5, { authKey: 'wrong' }).approve(url)).rejects.toThrow(/refused the signature .*\(401\)/)
    const { channelToken } = await bob.approve(url)
    await expect(bob.approve(url)).rejects.toThrow(/already approved/)
    // The repeat left the completed channel for the app.
    const status = await app().status({ channelToken })
    expect(status.response?.status).toBe(200)
  })
})
