/** The adapter's RPC transports: one per network per adapter instance, so what one read learns serves the next. */
import type { CaipNetwork, RemoteWalletTransport } from '@latch/core'
import { RpcUnavailableError, RpcUnreachableError } from '@latch/core/rpc'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EvmAdapter } from './evmAdapter'

const DOWN = 'https://down.example/rpc'
const UP = 'https://up.example/rpc'
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The network boundary: DOWN refuses connections; UP is a node of chain 31337 answering every call with 0x10. */
function stubNetwork() {
  const log: { url: string; methods: string[] }[] = []
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const parsed = JSON.parse(String(init?.body)) as { id: number; method: string } | { id: number; method: string }[]
    const calls = [parsed].flat()
    log.push({ url: String(input), methods: calls.map((c) => c.method) })
    if (String(input) !== UP) throw new TypeError('fetch failed')
    const answers = calls.map(({ id, method }) => ({ jsonrpc: '2.0', id, result: method === 'eth_chainId' ? '0x7a69' : '0x10' }))
    return Response.json(Array.isArray(parsed) ? answers : answers[0])
  })
  return log
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const network = (http: string[], id = 31337): CaipNetwork => ({
  id,
  name: 'Anvil',
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

function adapterOn(networks: CaipNetwork[]) {
  const adapter = new EvmAdapter()
  adapter.setup({ networks })
  return adapter
}

const balance = (adapter: EvmAdapter, caipNetworkId: `${string}:${string}` = 'eip155:31337') => adapter.reads.getBalance({ address: OWNER, caipNetworkId })

describe('EvmAdapter: one RPC transport per network', () => {
  it('health carries over: after the first endpoint fails once, the next read starts with the second', async () => {
    const log = stubNetwork()
    const adapter = adapterOn([network([DOWN, UP])])
    await balance(adapter)
    await balance(adapter)
    expect(log.map((l) => l.url)).toEqual([DOWN, UP, UP])
  })

  it('every read on a network shares it: the chain is checked once per endpoint, riding along with the first read', async () => {
    const log = stubNetwork()
    const adapter = adapterOn([network([UP])])
    await balance(adapter)
    await adapter.reads.getTokens({ address: OWNER, caipNetworkId: 'eip155:31337', tokens: [TOKEN] })
    expect(log.map((l) => l.methods)).toEqual([['eth_chainId', 'eth_getBalance'], ['eth_call', 'eth_call', 'eth_call', 'eth_call']])
  })

  it('chain reads over a remote wallet session use the same transport as the reads', async () => {
    const log = stubNetwork()
    const adapter = adapterOn([network([DOWN, UP])])
    await balance(adapter)
    const session: RemoteWalletTransport = { accounts: [OWNER], caipNetworkId: 'eip155:31337', request: async () => null, onEvent: () => () => {} }
    await adapter.remote.attach(session)
    const provider = adapter.getProvider() as { request(a: { method: string }): Promise<unknown> }
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(log.slice(2)).toEqual([{ url: UP, methods: ['eth_blockNumber'] }])
  })

  it('two adapters (two Latch instances) never share what their transports learned', async () => {
    const log = stubNetwork()
    await balance(adapterOn([network([DOWN, UP])]))
    await balance(adapterOn([network([DOWN, UP])]))
    expect(log.map((l) => l.url)).toEqual([DOWN, UP, DOWN, UP])
  })

  it('new RPC URLs for a network (setup again) start a new transport', async () => {
    const log = stubNetwork()
    const adapter = adapterOn([network([UP])])
    await balance(adapter)
    adapter.setup({ networks: [network([UP, DOWN])] })
    await balance(adapter)
    expect(log.map((l) => l.methods[0])).toEqual(['eth_chainId', 'eth_chainId'])
  })

  it('an endpoint serving another chain is never believed, whichever read asks, and not asked again', async () => {
    const log = stubNetwork()
    const adapter = adapterOn([network([UP], 1)])
    const error = await balance(adapter, 'eip155:1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    expect((error as RpcUnavailableError).cause).toEqual([{ url: UP, reason: 'wrong chain' }])
    await expect(adapter.reads.getTokens({ address: OWNER, caipNetworkId: 'eip155:1', tokens: [TOKEN] })).rejects.toBeInstanceOf(RpcUnreachableError)
    expect(log).toHaveLength(1)
  })
})
