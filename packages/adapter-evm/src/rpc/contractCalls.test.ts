import { createRequire } from 'node:module'
import { createRpcTransport } from '@latch/core/rpc'
import { ContractFactory, getAddress, JsonRpcProvider, NonceManager, parseUnits, Wallet } from 'ethers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EvmAdapter } from '../evmAdapter'
import { type AnvilInstance, startAnvil } from '../test/anvil'
import { installMulticall3 } from '../test/multicall3'
import { chunkByBytes, decodeAggregate3, encodeAggregate3, readContracts } from './contractCalls'

const require = createRequire(import.meta.url)
const ERC20 = require('@openzeppelin/contracts/build/contracts/ERC20PresetFixedSupply.json') as { abi: object[]; bytecode: string }
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN_COUNT = 30
const balanceOf = (owner: string) => `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`

let anvil: AnvilInstance
let multicall3 = ''
const tokens: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  multicall3 = await installMulticall3(anvil.url)
  const provider = new JsonRpcProvider(anvil.url, undefined, { staticNetwork: true })
  const deployer = new NonceManager(new Wallet(KEY, provider))
  // Real ERC-20s from OpenZeppelin's artifact; the holder gets i + 1 units of the i-th.
  const deployed = await Promise.all(
    Array.from({ length: TOKEN_COUNT }, (_, i) => new ContractFactory(ERC20.abi, ERC20.bytecode, deployer).deploy(`Token ${i}`, `T${i}`, parseUnits(String(i + 1), 18), HOLDER)),
  )
  await Promise.all(deployed.map((c) => c.waitForDeployment()))
  tokens.push(...(await Promise.all(deployed.map((c) => c.getAddress()))))
  provider.destroy()
}, 60_000)

afterAll(async () => {
  await anvil?.stop()
})

/** Every JSON-RPC body the code under test sends (only the network is observed; the chain is real). */
const bodies: unknown[][] = []
const realFetch = globalThis.fetch
function recordRequests() {
  globalThis.fetch = async (input, init) => {
    const body = JSON.parse(String(init?.body ?? 'null'))
    bodies.push(Array.isArray(body) ? body : [body])
    return realFetch(input, init)
  }
}
afterEach(() => {
  globalThis.fetch = realFetch
  bodies.length = 0
})

describe('Multicall3 batching (spec §9: 1024-byte batches)', () => {
  it('encodes and decodes aggregate3 as the contract does: results in call order, a failing call on its own', async () => {
    const calls = [{ to: tokens[0] as string, data: balanceOf(HOLDER) }, { to: multicall3, data: '0xdeadbeef' }, { to: tokens[1] as string, data: '0x313ce567' }]
    const raw = await createRpcTransport({ urls: [anvil.url], timeoutMs: 5_000 }).request('eth_call', [{ to: multicall3, data: encodeAggregate3(calls) }, 'latest'])
    const decoded = decodeAggregate3(raw, calls.length)
    expect(decoded?.map((d) => d.success)).toEqual([true, false, true])
    expect(BigInt(decoded?.[0]?.returnData ?? '0x')).toBe(parseUnits('1', 18))
    expect(BigInt(decoded?.[2]?.returnData ?? '0x')).toBe(18n)
    // Not an aggregate3 result of that many entries: no guess.
    expect(decodeAggregate3(raw, 2)).toBeUndefined()
    expect(decodeAggregate3('0x', 3)).toBeUndefined()
    expect(decodeAggregate3('0x1234zz', 1)).toBeUndefined()
  })

  it('groups calls into batches of at most 1024 bytes of call data; a bigger call goes alone', () => {
    const call = (bytes: number) => ({ to: HOLDER, data: `0x${'ab'.repeat(bytes)}` })
    const sizes = (chunks: { data: string }[][]) => chunks.map((c) => c.reduce((n, x) => n + (x.data.length - 2) / 2, 0))
    expect(sizes(chunkByBytes(Array.from({ length: 30 }, () => call(36)), 1024))).toEqual([1008, 72])
    expect(sizes(chunkByBytes([call(10), call(2000), call(10)], 1024))).toEqual([10, 2000, 10])
    expect(chunkByBytes([], 1024)).toEqual([])
  })

  it('30 token balances through the adapter: 120 calls in 2 aggregate3 calls, one HTTP request, the chain’s values', async () => {
    const adapter = new EvmAdapter()
    const network = { id: 31337, name: 'Anvil', caipNetworkId: 'eip155:31337' as const, chainNamespace: 'eip155' as const, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }
    adapter.setup({ networks: [{ ...network, rpcUrls: { default: { http: [anvil.url] } }, contracts: { multicall3: { address: multicall3 } } }] })
    recordRequests()
    const { tokens: balances } = await adapter.reads.getTokens({ address: HOLDER, caipNetworkId: 'eip155:31337', tokens })
    expect(balances.map((b) => [b.symbol, b.amount])).toEqual(tokens.map((_, i) => [`T${i}`, `${BigInt(i + 1) * 10n ** 18n}`]))
    expect(bodies).toHaveLength(1)
    // After the endpoint's chain check, which rides along with the first request.
    const sent = (bodies[0] as { method: string; params: [{ to: string; data: string }] }[]).slice(1)
    // 4 calls and 48 bytes of call data per token: 21 tokens (1008 bytes) fill the first batch, 9 the second.
    expect(sent.map((c) => [c.method, getAddress(c.params[0].to)])).toEqual(Array.from({ length: 2 }, () => ['eth_call', getAddress(multicall3)]))
  })

  it('where Multicall3 is not deployed, the same calls go one by one and still answer', async () => {
    const transport = createRpcTransport({ urls: [anvil.url], timeoutMs: 5_000 })
    const calls = tokens.slice(0, 3).map((to) => ({ to, data: balanceOf(HOLDER) }))
    recordRequests()
    const results = await readContracts(transport, calls, '0x000000000000000000000000000000000000dEaD')
    expect(results.map((r) => ('result' in r ? BigInt(r.result as string) : r.error))).toEqual([1n, 2n, 3n].map((n) => parseUnits(String(n), 18)))
    // The multicall (one request), then the fallback (one request).
    expect(bodies.map((b) => b.length)).toEqual([1, 3])
  })

  it('without a Multicall3 address, plain eth_calls in one JSON-RPC batch', async () => {
    const transport = createRpcTransport({ urls: [anvil.url], timeoutMs: 5_000 })
    recordRequests()
    const results = await readContracts(transport, tokens.slice(0, 2).map((to) => ({ to, data: balanceOf(HOLDER) })))
    expect(results.map((r) => 'result' in r && BigInt(r.result as string))).toEqual([parseUnits('1', 18), parseUnits('2', 18)])
    expect(bodies.map((b) => b.length)).toEqual([2])
    expect(await readContracts(transport, [])).toEqual([])
  })
})
