import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RpcUnavailableError } from '@latch/core/errors'
import { solanaDevnet, solanaTestnet } from '@latch/core/networks'
import { testKeypair } from '@latch/local-solana'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaAdapter } from '../solanaAdapter'
import { startStack } from '../test/localStack'
import { createConnections } from './connections'

let stack: Awaited<ReturnType<typeof startStack>>
let hanging: Server
let hangingUrl: string
beforeAll(async () => {
  stack = await startStack()
  // Accepts requests and never answers them.
  hanging = createServer(() => {})
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
})
afterAll(async () => {
  hanging.closeAllConnections()
  hanging.close()
  await stack.node.stop()
})

const address = testKeypair(0).publicKey.toBase58()

describe('RPC per network', () => {
  it('reads each network through its own RPC URL (customRpcUrls applied by core)', async () => {
    const a = new SolanaAdapter()
    a.setup({ networks: [{ ...solanaDevnet, rpcUrls: { default: { http: [stack.node.url] } } }, { ...solanaTestnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }] })
    expect((await a.reads.getBalance({ address, caipNetworkId: solanaDevnet.caipNetworkId })).balance).toBe('1000')
    const error = await a.reads.getBalance({ address, caipNetworkId: solanaTestnet.caipNetworkId }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    expect(error).toMatchObject({ code: 'RPC_UNAVAILABLE', namespace: 'solana' })
  })

  it('gives up on a node that does not answer after rpcTimeoutMs, as RpcUnavailableError', async () => {
    const a = new SolanaAdapter({ rpcTimeoutMs: 200 })
    a.setup({ networks: [{ ...solanaDevnet, rpcUrls: { default: { http: [hangingUrl] } } }] })
    const started = Date.now()
    const error = await a.reads.getBalance({ address, caipNetworkId: solanaDevnet.caipNetworkId }).catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    // The wallet is never involved in a read; prepare fails the same way before anything is signed.
    await expect(a.transfers.prepare({ from: address, to: address, amount: 1n, symbol: 'SOL', decimals: 9, caipNetworkId: solanaDevnet.caipNetworkId })).rejects.toBeInstanceOf(RpcUnavailableError)
  })
})

describe('one Connection per network per adapter', () => {
  const at = (url: string, ws?: string) => ({ ...solanaDevnet, rpcUrls: { default: { http: [url], ...(ws ? { webSocket: [ws] } : {}) } } })

  it('the same network gets the same Connection; another network, new URLs or another adapter get their own', () => {
    const connectionOf = createConnections('confirmed', 1_000)
    const first = connectionOf(at('http://127.0.0.1:1'))
    expect(connectionOf(at('http://127.0.0.1:1'))).toBe(first)
    expect(connectionOf({ ...at('http://127.0.0.1:1'), caipNetworkId: solanaTestnet.caipNetworkId })).not.toBe(first)
    expect(createConnections('confirmed', 1_000)(at('http://127.0.0.1:1'))).not.toBe(first)
    const moved = connectionOf(at('http://127.0.0.1:2'))
    expect(moved).not.toBe(first)
    expect(moved.rpcEndpoint).toBe('http://127.0.0.1:2')
    expect(connectionOf(at('http://127.0.0.1:2', 'ws://127.0.0.1:3'))).not.toBe(moved)
  })

  it('two networks on one URL each name themselves when the node is down', async () => {
    const a = new SolanaAdapter({ rpcTimeoutMs: 500 })
    const down = ['http://127.0.0.1:1']
    a.setup({ networks: [{ ...solanaDevnet, rpcUrls: { default: { http: down } } }, { ...solanaTestnet, rpcUrls: { default: { http: down } } }] })
    for (const network of [solanaDevnet, solanaTestnet]) {
      const error = await a.reads.getBalance({ address, caipNetworkId: network.caipNetworkId }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcUnavailableError)
      expect((error as RpcUnavailableError).longMessage).toContain(network.caipNetworkId)
    }
  })
})
