import { createRequire } from 'node:module'
import { ContractFactory, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'
import { decodeString } from './readTokenBalances'

const require = createRequire(import.meta.url)
const ERC20 = require('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as { abi: object[]; bytecode: string }
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let anvil: AnvilInstance
let tokens: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(KEY, provider))
  const from = await deployer.getAddress()
  // Two real ERC-20s from OpenZeppelin's published artifact; the holder gets some of the first.
  const a = await new ContractFactory(ERC20.abi, ERC20.bytecode, deployer).deploy('Latch Test Token', 'LTT', parseUnits('1000000', 18), from)
  await a.waitForDeployment()
  const b = await new ContractFactory(ERC20.abi, ERC20.bytecode, deployer).deploy('Other Token', 'OTH', 5n, HOLDER)
  await b.waitForDeployment()
  tokens = [await a.getAddress(), await b.getAddress()]
  await (await a.getFunction('transfer')(HOLDER, parseUnits('250.5', 18), { gasLimit: 100_000n })).wait()
  provider.destroy()
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('ERC-20 balances from the chain', () => {
  it('reads balance, symbol, name and decimals of each token in one JSON-RPC batch', async () => {
    const adapter = new EvmAdapter()
    adapter.setup({ networks: [{ id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } }] })
    const requests: unknown[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      requests.push(JSON.parse(String(init?.body ?? 'null')))
      return realFetch(input, init)
    }
    try {
      // Hosts list contracts bare or as CAIP-19 ids; an account without the token is not listed.
      const { tokens: balances } = await adapter.reads.getTokens({ address: HOLDER, caipNetworkId: 'eip155:31337', tokens: [tokens[0]!, `eip155:31337/erc20:${tokens[1]}`, '0x0000000000000000000000000000000000000001'] })
      expect(balances).toEqual([
        { asset: `eip155:31337/erc20:${tokens[0]}`, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, amount: '250500000000000000000' },
        { asset: `eip155:31337/erc20:${tokens[1]}`, symbol: 'OTH', name: 'Other Token', decimals: 18, amount: '5' },
      ])
      // One HTTP request carrying all 12 calls, and the endpoint's chain check riding along.
      expect(requests).toHaveLength(1)
      expect(Array.isArray(requests[0]) && requests[0].length).toBe(13)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('decodes ABI strings and bytes32 symbols, and nothing else', () => {
    const abiString = `0x${'20'.padStart(64, '0')}${'3'.padStart(64, '0')}${'4c5454'.padEnd(64, '0')}`
    expect(decodeString(abiString)).toBe('LTT')
    expect(decodeString(`0x${'4d4b52'.padEnd(64, '0')}`)).toBe('MKR')
    expect(decodeString('0x')).toBe('')
    expect(decodeString('nonsense')).toBe('')
  })
})
