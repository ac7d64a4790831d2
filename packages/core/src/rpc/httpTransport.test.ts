import { afterEach, describe, expect, it } from 'vitest'
import { RpcResponseError, RpcUnreachableError } from './errors'
import { createRpcTransport } from './httpTransport'
import { deadUrl, startRpcServer, type TestServer } from './testServers'

const open: TestServer[] = []
async function server(...args: Parameters<typeof startRpcServer>) {
  const s = await startRpcServer(...args)
  open.push(s)
  return s
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})

const verify = { call: { method: 'eth_chainId' }, check: (r: unknown) => r === '0x7a69' }
const fast = { timeoutMs: 400, retryDelayMs: 10, retryCount: 1 }

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now()
  const value = await run()
  return { value, ms: performance.now() - t0 }
}

describe('RPC transport: fallback (each within one timeout)', () => {
  it.each([
    ['down', async () => deadUrl()],
    ['slow', async () => (await server('slow')).url],
    ['wrong chain', async () => (await server('wrongChain')).url],
    ['rate limited (429)', async () => (await server('rateLimited')).url],
    ['garbage', async () => (await server('garbage')).url],
  ])('%s → the next endpoint answers', async (_, bad) => {
    const good = await server()
    const transport = createRpcTransport({ urls: [await bad(), good.url], verify, ...fast })
    const { value, ms } = await timed(() => transport.request<string>('eth_getBalance', ['0xabc', 'latest']))
    expect(value).toBe('0x5')
    expect(ms).toBeLessThan(fast.timeoutMs + 300)
  })

  it('all endpoints failing is a typed error naming each failure, after the retry rounds', async () => {
    const transport = createRpcTransport({ urls: [await deadUrl(), (await server('garbage')).url], ...fast })
    const error = await transport.request('eth_blockNumber').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUnreachableError)
    expect((error as RpcUnreachableError).failures).toHaveLength(4)
    expect((error as RpcUnreachableError).failures.map((f) => f.reason)).toContain('not JSON')
  })

  it('a JSON-RPC error is an answer: thrown as is, no other endpoint asked', async () => {
    const reverting = await server('jsonRpcError')
    const other = await server()
    const transport = createRpcTransport({ urls: [reverting.url, other.url], ...fast })
    await expect(transport.request('eth_call', [])).rejects.toBeInstanceOf(RpcResponseError)
    expect(other.requests).toBe(0)
  })

  it('backs off 150 ms, doubling, between rounds', async () => {
    const waits: number[] = []
    const transport = createRpcTransport({ urls: [await deadUrl()], retryCount: 3, sleep: async (ms) => void waits.push(ms) })
    await transport.request('eth_blockNumber').catch(() => {})
    expect(waits).toEqual([150, 300, 600])
  })
})

describe('RPC transport: batching', () => {
  it('N calls take one round trip, chain verification included', async () => {
    const s = await server()
    const transport = createRpcTransport({ urls: [s.url], verify })
    const calls = Array.from({ length: 250 }, (_, i) => ({ method: 'eth_getBalance', params: ['0x'.padEnd(2 + (i % 5), 'a'), 'latest'] }))
    const results = await transport.batch(calls)
    expect(results).toHaveLength(250)
    expect(results[3]).toEqual({ result: '0x5' })
    expect(s.requests).toBe(1)
    expect(s.calls).toBe(251)
  })

  it('splits at the batch size (1000 by default) and keeps order', async () => {
    const s = await server()
    const transport = createRpcTransport({ urls: [s.url] })
    const results = await transport.batch(Array.from({ length: 2500 }, () => ({ method: 'eth_chainId' })))
    expect(results).toHaveLength(2500)
    expect(s.requests).toBe(3)
  })

  it('the batch size is exactly 1000 calls (spec §9): 1000 go in one request, 1001 in two', async () => {
    const s = await server()
    const transport = createRpcTransport({ urls: [s.url] })
    await transport.batch(Array.from({ length: 1000 }, () => ({ method: 'eth_chainId' })))
    expect(s.requests).toBe(1)
    await transport.batch(Array.from({ length: 1001 }, () => ({ method: 'eth_chainId' })))
    expect(s.requests).toBe(3)
  })

  it('per-call errors come back in place', async () => {
    const s = await server()
    const transport = createRpcTransport({ urls: [s.url] })
    const [a, b] = await transport.batch([{ method: 'eth_chainId' }, { method: 'nope' }])
    expect(a).toEqual({ result: '0x7a69' })
    expect(b && 'error' in b && b.error.rpcCode).toBe(-32601)
  })
})

describe('RPC transport: health ranking', () => {
  it('prefers the endpoint that keeps answering over one that fails', async () => {
    const flaky = await server()
    const steady = await server()
    const transport = createRpcTransport({ urls: [flaky.url, steady.url], ...fast })
    flaky.fault = 'garbage'
    for (let i = 0; i < 3; i++) await transport.request('eth_chainId')
    flaky.fault = 'none'
    expect(transport.health.rank([flaky.url, steady.url])).toEqual([steady.url, flaky.url])
    const before = flaky.requests
    await transport.request('eth_chainId')
    expect(flaky.requests).toBe(before)
  })

  it('ping samples every endpoint (1 s timeout) and ranks the faster one first', async () => {
    const slow = await server('slow', { slowMs: 300 })
    const quick = await server()
    const transport = createRpcTransport({ urls: [slow.url, quick.url] })
    await transport.ping()
    expect(transport.health.rank([slow.url, quick.url])[0]).toBe(quick.url)
  })
})
