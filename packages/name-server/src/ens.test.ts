/**
 * The decisive test: plain ethers resolves a name registered here through ENS on a real chain. A registry points
 * latch.id at OffchainResolver, the resolver sends ethers to the running server's gateway (CCIP-Read), and the
 * resolver accepts the server's signed answer.
 */
import { Contract, ContractFactory, dnsEncode, JsonRpcProvider, NonceManager, namehash, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerLookup } from './ccip/gateway'
import { deployOffchainResolver, gatewayUrlOf, OFFCHAIN_RESOLVER_ABI } from './contracts/deployOffchainResolver'
import { startNameServer } from './startNameServer'
import { compileSolidity } from './testing/compileSolidity'
import { ANVIL_FUNDER_KEY, type DevAnvil, signedRegistration, startDevAnvil, TEST_SIGNER_KEY } from './testing/testChain'

/**
 * The one registry function an ENS client reads, resolver(node). @ensdomains/ens-archived-contracts is a dependency
 * of apps/demo only, not resolvable here; ethers asks nothing else of the registry.
 */
const REGISTRY = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestRegistry {
    mapping(bytes32 => address) public resolver;
    function setResolver(bytes32 node, address resolver_) external { resolver[node] = resolver_; }
}`

let anvil: DevAnvil
let server: Awaited<ReturnType<typeof startNameServer>>
let provider: JsonRpcProvider
let registry: string
let resolver: string

beforeAll(async () => {
  anvil = await startDevAnvil()
  server = await startNameServer({ parent: 'latch.id', chain: { chainId: anvil.chainId, rpcUrl: anvil.url }, signerKey: TEST_SIGNER_KEY, allowedOrigins: [] })
  const chain = new JsonRpcProvider(anvil.url, anvil.chainId, { staticNetwork: true })
  // ethers caches an identical call for 250 ms, so back-to-back transactions would read the same nonce.
  const deployer = new NonceManager(new Wallet(ANVIL_FUNDER_KEY, chain))
  const { abi, bytecode } = compileSolidity(REGISTRY, 'TestRegistry')
  const registryContract = await new ContractFactory(abi as never, bytecode, deployer).deploy()
  await registryContract.waitForDeployment()
  registry = await registryContract.getAddress()
  resolver = (await deployOffchainResolver({ signer: deployer, url: gatewayUrlOf(server.url), signers: [server.signerAddress] })).address
  await (await (registryContract as Contract).getFunction('setResolver')(namehash('latch.id'), resolver)).wait()
  chain.destroy()
  provider = new JsonRpcProvider(anvil.url, { chainId: anvil.chainId, name: 'local', ensAddress: registry }, { staticNetwork: true })
}, 90_000)
afterAll(async () => {
  provider?.destroy()
  await server?.stop()
  await anvil?.stop()
})

describe('ENS resolution through the gateway', () => {
  it('resolves a registered name with plain ethers (CCIP-Read), and nothing for a free one', async () => {
    const alice = Wallet.createRandom()
    const res = await fetch(`${server.url}/v1/names`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await signedRegistration(alice, 'alice')) })
    expect(res.status).toBe(201)
    expect(await provider.resolveName('alice.latch.id')).toBe(alice.address)
    expect(await provider.resolveName('nobody.latch.id')).toBeNull()
    const ensResolver = await provider.getResolver('alice.latch.id')
    expect(await ensResolver?.getAddress(60)).toBe(alice.address)
  })

  it('answers the POST form too, and the resolver refuses an answer signed by any other key', async () => {
    const bob = Wallet.createRandom()
    expect((await fetch(`${server.url}/v1/names`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await signedRegistration(bob, 'bobby')) })).status).toBe(201)
    const contract = new Contract(resolver, OFFCHAIN_RESOLVER_ABI, provider)
    const records = new Contract(resolver, ['function addr(bytes32) view returns (address)'], provider)
    const data = contract.interface.encodeFunctionData('resolve', [dnsEncode('bobby.latch.id'), records.interface.encodeFunctionData('addr', [namehash('bobby.latch.id')])])
    const posted = await fetch(`${server.url}/v1/ccip`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sender: resolver, data }) })
    const { data: response } = (await posted.json()) as { data: string }
    const result = await contract.getFunction('resolveWithProof')(response, data)
    expect(records.interface.decodeFunctionResult('addr', result)[0]).toBe(bob.address)

    const forged = await answerLookup({ parent: 'latch.id', addressOf: async () => Wallet.createRandom().address, signer: Wallet.createRandom() }, resolver, data)
    await expect(contract.getFunction('resolveWithProof')(forged, data)).rejects.toThrow(/unknown signer/)
    const expired = await answerLookup({ parent: 'latch.id', addressOf: async () => bob.address, signer: new Wallet(TEST_SIGNER_KEY), ttlSeconds: -3600 }, resolver, data)
    await expect(contract.getFunction('resolveWithProof')(expired, data)).rejects.toThrow(/expired/)
    expect((await fetch(`${server.url}/v1/ccip/${resolver}/0x1234.json`)).status).toBe(400)
  })
})
