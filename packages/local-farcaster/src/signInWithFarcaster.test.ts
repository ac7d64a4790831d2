/** The whole Sign In With Farcaster round trip, with auth-client on both ends, as the frame's server will run it. */
import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { type DevAnvil, startDevAnvil } from '@latch/local-4337'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { installFarcasterRegistries } from './contracts/installFarcasterRegistries'
import { addAuthAddress, registerFid } from './contracts/registerFid'
import { type RunningFarcasterRelay, startFarcasterRelay } from './relay/startFarcasterRelay'
import { approveChannel } from './testing/approveChannel'
import { fundedKey } from './testing/fundedKey'

const AUTH_KEY = 'local-relay-key'
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

const appClient = () => createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.url }) })

async function openChannel() {
  const created = await appClient().createChannel({ siweUri: `http://${DOMAIN}/login`, domain: DOMAIN })
  if (created.isError) throw created.error
  expect(created.response.status).toBe(201)
  return created.data
}

it('a channel the custody key approves verifies with auth-client: the fid, authMethod custody, and the profile the wallet sent', async () => {
  const custodyKey = await fundedKey(anvil.url)
  const fid = await registerFid(anvil.url, custodyKey)
  const { channelToken, nonce, url } = await openChannel()
  expect(url).toBe(`https://farcaster.xyz/~/siwf?channelToken=${channelToken}`)

  const approved = await approveChannel({ relayUrl: relay.url, rpcUrl: anvil.url, authKey: AUTH_KEY, channelToken, privateKey: custodyKey, fid })
  expect(approved.status).toBe(201)

  const watched = await appClient().watchStatus({ channelToken, timeout: 5_000, interval: 100 })
  if (watched.isError) throw watched.error
  expect(watched.data).toMatchObject({ state: 'completed', nonce, fid, username: 'alice', authMethod: 'custody', custody: new Wallet(custodyKey).address, verifications: [] })
  const { message, signature } = watched.data
  if (!message || !signature) throw new Error('The completed channel has no message or signature.')

  const verified = await appClient().verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
  if (verified.isError) throw verified.error
  expect(verified).toMatchObject({ success: true, fid, authMethod: 'custody' })
  expect(verified.data.address).toBe(new Wallet(custodyKey).address)
})

it('an auth address the custody added signs in for the fid with authMethod authAddress', async () => {
  const custodyKey = await fundedKey(anvil.url)
  const authKey = Wallet.createRandom()
  const fid = await registerFid(anvil.url, custodyKey)
  await addAuthAddress(anvil.url, custodyKey, authKey.address)
  const { channelToken, nonce } = await openChannel()
  const { message, signature } = await approveChannel({ relayUrl: relay.url, rpcUrl: anvil.url, authKey: AUTH_KEY, channelToken, privateKey: authKey.privateKey, fid, authMethod: 'authAddress' })

  const verified = await appClient().verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
  if (verified.isError) throw verified.error
  expect(verified).toMatchObject({ success: true, fid, authMethod: 'authAddress' })
})

it('a signature by a key that does not own the fid is refused', async () => {
  const fid = await registerFid(anvil.url, await fundedKey(anvil.url))
  const impostor = await fundedKey(anvil.url)
  const { channelToken, nonce } = await openChannel()
  const { message, signature } = await approveChannel({ relayUrl: relay.url, rpcUrl: anvil.url, authKey: AUTH_KEY, channelToken, privateKey: impostor, fid })

  const verified = await appClient().verifySignInMessage({ nonce, domain: DOMAIN, message, signature })
  expect(verified.isError).toBe(true)
  expect(verified.error).toMatchObject({ errCode: 'unauthorized' })
  expect(verified.error?.message).toMatch(`is not an auth address or owner of fid ${fid}`)
})

it('a message for another nonce or domain is refused', async () => {
  const key = await fundedKey(anvil.url)
  const fid = await registerFid(anvil.url, key)
  const { channelToken, nonce } = await openChannel()
  const { message, signature } = await approveChannel({ relayUrl: relay.url, rpcUrl: anvil.url, authKey: AUTH_KEY, channelToken, privateKey: key, fid })

  expect((await appClient().verifySignInMessage({ nonce: `${nonce}x`, domain: DOMAIN, message, signature })).error?.message).toBe('Invalid nonce')
  expect((await appClient().verifySignInMessage({ nonce, domain: 'evil.example', message, signature })).error?.message).toBe('Invalid domain')
})
