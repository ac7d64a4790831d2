import { registrationMessage } from '@latch/name-server'
import { hexlify, JsonRpcProvider, randomBytes, Wallet } from 'ethers'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type AnvilHandle, startAnvil } from '../anvil.mjs'
import { ANVIL_KEYS, deployContracts } from '../contracts/deployContracts.mjs'
import { ENS_REGISTRY_ADDRESS, deployEns } from '../contracts/deployEns.mjs'
import { startNames } from './names.mjs'

// The stack's account names on a fresh chain, as the stack starts them: ENS, then the name service with its offchain
// resolver on latch.id. A name registered with a signed message resolves in plain ethers, through CCIP-Read.
const CHAIN_PORT = 28845
const NAMES_PORT = 28846
let anvil: AnvilHandle | undefined
let names: Awaited<ReturnType<typeof startNames>> | undefined
let provider: JsonRpcProvider

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: CHAIN_PORT, host: '127.0.0.1' })
  await deployContracts({ rpcUrl: anvil.url })
  await deployEns({ rpcUrl: anvil.url })
  names = await startNames({ host: '127.0.0.1', port: NAMES_PORT, chainId: 31337, rpcUrl: anvil.url, allowedOrigins: ['http://127.0.0.1:5173'] })
  provider = new JsonRpcProvider(anvil.url, { chainId: 31337, name: 'anvil', ensAddress: ENS_REGISTRY_ADDRESS }, { staticNetwork: true, cacheTimeout: -1 })
}, 90_000)

afterAll(async () => {
  provider?.destroy()
  await names?.stop()
  await anvil?.stop()
})

it('a name registered with a signed message resolves through latch.id’s offchain resolver, in plain ethers', async () => {
  const owner = new Wallet(ANVIL_KEYS[2] as string)
  const label = `stack${Date.now().toString(36)}`
  expect(await provider.resolveName(`${label}.latch.id`)).toBeNull()
  const message = registrationMessage({ name: label, address: owner.address, parent: 'latch.id', expiry: new Date(Date.now() + 5 * 60_000), nonce: hexlify(randomBytes(16)) })
  const res = await fetch(`${names?.url}/v1/names`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message, signature: await owner.signMessage(message) }) })
  expect(res.status).toBe(201)
  expect(await res.json()).toEqual({ name: `${label}.latch.id`, address: owner.address })
  expect(await provider.resolveName(`${label}.latch.id`)).toBe(owner.address)
  // ENSIP-10: the name itself has no resolver; its parent's (the offchain one) answers for it.
  expect((await provider.getResolver(`${label}.latch.id`))?.address).toBe(names?.resolver)
})
