import { createRequire } from 'node:module'
import { ContractFactory, JsonRpcProvider, NonceManager, Wallet } from 'ethers'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'

const require = createRequire(import.meta.url)
const ERC721 = require('@openzeppelin/contracts/build/contracts/ERC721PresetMinterPauserAutoId.json') as { abi: object[]; bytecode: string }
const ERC1155 = require('@openzeppelin/contracts/build/contracts/ERC1155PresetMinterPauser.json') as { abi: object[]; bytecode: string }
const HOLDER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: AnvilInstance
let collection = ''
let items = ''

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(KEY, provider))
  const nft = await new ContractFactory(ERC721.abi, ERC721.bytecode, deployer).deploy('Latch Test NFT', 'LNFT', 'https://nft.example/meta/')
  await nft.waitForDeployment()
  collection = await nft.getAddress()
  // Token 0 to the deployer, 1 and 2 to the holder (fixed gas: see the demo stack's deployContracts).
  for (const to of [await deployer.getAddress(), HOLDER, HOLDER]) await (await nft.getFunction('mint')(to, { gasLimit: 300_000n })).wait()
  // ERC-1155: id 1 ×5 by a single mint, ids 2 ×1 and 3 ×2 by a batch; then the holder gives all of id 3 away.
  const multi = await new ContractFactory(ERC1155.abi, ERC1155.bytecode, deployer).deploy('https://items.example/{id}.json')
  await multi.waitForDeployment()
  items = await multi.getAddress()
  await (await multi.getFunction('mint')(HOLDER, 1, 5, '0x')).wait()
  await (await multi.getFunction('mintBatch')(HOLDER, [2, 3], [1, 2], '0x')).wait()
  const asHolder = multi.connect(new Wallet(HOLDER_KEY, provider)) as typeof multi
  await (await asHolder.getFunction('safeTransferFrom')(HOLDER, await deployer.getAddress(), 3, 2, '0x')).wait()
  provider.destroy()
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

it('lists the ERC-721s an address holds, with their ids and metadata URIs, from the chain', async () => {
  const adapter = new EvmAdapter()
  adapter.setup({ networks: [{ id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } }] })
  const nfts = await adapter.reads.getNfts({ address: HOLDER, caipNetworkId: 'eip155:31337', collections: [collection] })
  expect(nfts).toEqual([
    { collection, collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '1', tokenUri: 'https://nft.example/meta/1', standard: 'ERC-721', amount: '1' },
    { collection, collectionName: 'Latch Test NFT', symbol: 'LNFT', tokenId: '2', tokenUri: 'https://nft.example/meta/2', standard: 'ERC-721', amount: '1' },
  ])
  expect(await adapter.reads.getNfts({ address: '0x0000000000000000000000000000000000000009', caipNetworkId: 'eip155:31337', collections: [collection] })).toEqual([])
})

it('lists ERC-1155 ids the address holds — found from its transfer logs, with the balance of each — next to ERC-721s', async () => {
  const adapter = new EvmAdapter()
  adapter.setup({ networks: [{ id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } }] })
  const nfts = await adapter.reads.getNfts({ address: HOLDER, caipNetworkId: 'eip155:31337', collections: [items, collection] })
  expect(nfts.map((n) => [n.collection === items ? 'items' : 'nft', n.standard, n.tokenId, n.amount, n.tokenUri])).toEqual([
    ['nft', 'ERC-721', '1', '1', 'https://nft.example/meta/1'],
    ['nft', 'ERC-721', '2', '1', 'https://nft.example/meta/2'],
    // Id 3 was received but given away: not held, not listed. No name or symbol on the contract: its address.
    ['items', 'ERC-1155', '1', '5', 'https://items.example/{id}.json'],
    ['items', 'ERC-1155', '2', '1', 'https://items.example/{id}.json'],
  ])
  expect(nfts.find((n) => n.collection === items)?.collectionName).toBe(items)
})
