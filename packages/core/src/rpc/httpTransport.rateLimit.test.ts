import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RpcUnreachableError } from './errors'
import { type Endpoint, answering, fakeFetch, status } from './fakeEndpoints'
import { createRpcTransport } from './httpTransport'

const A = 'https://a.example/rpc'
const B = 'https://b.example/rpc'
const verify = { call: { method: 'eth_chainId' }, check: (r: unknown) => r === '0x7a69' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Settles `promise` while advancing fake time by `ms`; reports whether it had settled by then. */
async function settledAfter<T>(ms: number, promise: Promise<T>) {
  let settled = false
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  await vi.advanceTimersByTimeAsync(ms)
  return settled
}

describe('RPC transport: 429 and Retry-After', () => {
  it('moves to the next endpoint at once, and passes the paused one over until its Retry-After ends', async () => {
    const endpoints: Record<string, Endpoint> = { [A]: answering({ result: '0xa' }), [B]: status(500) }
    const { fetch, urls } = fakeFetch(endpoints)
    const transport = createRpcTransport({ urls: [A, B], fetch, verify })
    // A's record is better than B's, so A goes first from here on.
    await transport.ping()
    for (let i = 0; i < 3; i++) await transport.request('eth_blockNumber')
    endpoints[B] = answering({ result: '0xb' })
    endpoints[A] = status(429, { 'retry-after': '5' })
    const limited = transport.request('eth_blockNumber')
    expect(await settledAfter(0, limited)).toBe(true)
    expect(await limited).toBe('0xb')
    expect(transport.health.rank([A, B])).toEqual([A, B])
    // A has recovered and still ranks first, but asked for 5 s: B answers meanwhile, A is not asked.
    endpoints[A] = answering({ result: '0xa' })
    const calls = urls().length
    expect(await transport.request('eth_blockNumber')).toBe('0xb')
    await vi.advanceTimersByTimeAsync(4_900)
    expect(await transport.request('eth_blockNumber')).toBe('0xb')
    expect(urls().slice(calls)).toEqual([B, B])
    await vi.advanceTimersByTimeAsync(100)
    expect(await transport.request('eth_blockNumber')).toBe('0xa')
  })

  it('waits out a Retry-After only when no other endpoint can answer, and never longer than 30 s', async () => {
    const endpoints: Record<string, Endpoint> = { [A]: status(429, { 'retry-after': '3600' }) }
    const { fetch, urls } = fakeFetch(endpoints)
    const transport = createRpcTransport({ urls: [A], fetch })
    const pending = transport.request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(0)
    endpoints[A] = answering({ result: '0xa' })
    expect(await settledAfter(29_900, pending)).toBe(false)
    expect(await settledAfter(100, pending)).toBe(true)
    expect(await pending).toBe('0xa')
    expect(urls()).toEqual([A, A])
  })

  it('an HTTP-date Retry-After pauses the endpoint until that time', async () => {
    vi.setSystemTime(Date.parse('2026-01-01T00:00:00Z'))
    const endpoints: Record<string, Endpoint> = { [A]: status(503, { 'retry-after': 'Thu, 01 Jan 2026 00:00:02 GMT' }) }
    const { fetch } = fakeFetch(endpoints)
    const pending = createRpcTransport({ urls: [A], fetch }).request('eth_blockNumber')
    await vi.advanceTimersByTimeAsync(0)
    endpoints[A] = answering()
    expect(await settledAfter(1_900, pending)).toBe(false)
    expect(await settledAfter(100, pending)).toBe(true)
  })

  it('a 429 counts against the endpoint’s health', async () => {
    const { fetch } = fakeFetch({ [A]: status(429), [B]: answering() })
    const transport = createRpcTransport({ urls: [A, B], fetch })
    await transport.request('eth_blockNumber')
    expect(transport.health.score(A)).toBe(0)
    expect(transport.health.rank([A, B])).toEqual([B, A])
  })
})

describe('RPC transport: a refusal is never "wrong chain"', () => {
  it.each([
    ['HTTP 429', status(429)],
    ['HTTP 500', status(500)],
    ['a JSON-RPC rate-limit error in place of the chain id', ((calls) => Response.json(calls.map(({ id }) => ({ jsonrpc: '2.0', id, error: { code: -32005, message: 'limit exceeded' } })))) as Endpoint],
  ])('%s: the chain check is not recorded, rides along again, and the endpoint is used once it answers', async (_, refusal) => {
    const endpoints: Record<string, Endpoint> = { [A]: refusal }
    const { fetch, log } = fakeFetch(endpoints)
    const transport = createRpcTransport({ urls: [A], fetch, verify, retryCount: 0 })
    await expect(transport.request('eth_blockNumber')).rejects.toBeInstanceOf(RpcUnreachableError)
    endpoints[A] = answering({ result: '0xa' })
    expect(await transport.request('eth_blockNumber')).toBe('0xa')
    expect(log.map((l) => l.methods)).toEqual([
      ['eth_chainId', 'eth_blockNumber'],
      ['eth_chainId', 'eth_blockNumber'],
    ])
  })

  it('a real wrong chain is remembered: the endpoint is not asked again', async () => {
    const { fetch, urls } = fakeFetch({ [A]: answering({ chainId: '0x1' }) })
    const transport = createRpcTransport({ urls: [A], fetch, verify, retryCount: 0 })
    const first = await transport.request('eth_blockNumber').catch((e: unknown) => e)
    expect((first as RpcUnreachableError).failures).toEqual([{ url: A, reason: 'wrong chain' }])
    const second = await transport.request('eth_blockNumber').catch((e: unknown) => e)
    expect(second).toBeInstanceOf(RpcUnreachableError)
    expect((second as RpcUnreachableError).longMessage).toBe('No RPC endpoint answered: none left to ask.')
    expect(urls()).toEqual([A])
  })
})
