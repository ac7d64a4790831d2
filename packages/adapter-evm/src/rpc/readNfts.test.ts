import { createRequire } from 'node:module'
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'

const require = createRequire(import.meta.url)
const ERC721 = require('@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json') as { abi: object[]; bytecode: string }
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: AnvilInstance
let collection = ''

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(KEY, provider))
  const nft = await new ContractFactory(ERC721.abi, ERC721.bytecode, deployer).deploy('Latch Test NFT', 'LNFT', 'https://nft.example/meta/')
  await nft.waitForDeployment()
  collection = await nft.getAddress()
  // Token 0 to the deployer, 1 and 2 to the holder (fixed gas: see the demo stack's deployContracts).
  for (const to of [await deployer.getAddress(), HOLDER, HOLDER]) await (await nft.getFunction('mint')(to, { gasLimit: 300_000n })).wait()
  provider.destroy()
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

it('lists the ERC-721s an address holds, with their ids and metadata URIs, from the chain', async () => {
  const adapter = new EvmAdapter()
  adapter.setup({ networks: [{ id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } }] })
  const nfts = await adapter.getNfts({ address: HOLDER, caipNetworkId: 'eip155:31337', collections: [collection] })
  expect(nfts).toEqual([
    { collection, collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '1', tokenUri: 'https://nft.example/meta/1' },
    { collection, collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '2', tokenUri: 'https://nft.example/meta/2' },
  ])
  expect(await adapter.getNfts({ address: '0x0000000000000000000000000000000000000009', caipNetworkId: 'eip155:31337', collections: [collection] })).toEqual([])
})
