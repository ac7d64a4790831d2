import { afterEach, describe, expect, it, vi } from 'vitest'
import { answering, fakeFetch, hanging, status } from './fakeEndpoints'
import { createTransportPool } from './transportPool'

const A = 'https://a.example/rpc'
const B = 'https://b.example/rpc'
const verify = { call: { method: 'eth_chainId' }, check: (r: unknown) => r === '0x7a69' }

afterEach(() => {
  vi.useRealTimers()
})

describe('createTransportPool', () => {
  it('one transport per network and URL list; a new list, another network or another pool gets its own', () => {
    const pool = createTransportPool()
    const first = pool.transportFor('eip155:1', [A, B])
    expect(pool.transportFor('eip155:1', [A, B])).toBe(first)
    expect(pool.transportFor('eip155:10', [A, B])).not.toBe(first)
    expect(createTransportPool().transportFor('eip155:1', [A, B])).not.toBe(first)
    const reordered = pool.transportFor('eip155:1', [B, A])
    expect(reordered).not.toBe(first)
    expect(pool.transportFor('eip155:1', [B, A])).toBe(reordered)
  })

  it('health carries over: after A fails in one request, the next request through the pool starts with B', async () => {
    const endpoints = { [A]: status(500), [B]: answering({ result: '0x5' }) }
    const { fetch, urls } = fakeFetch(endpoints)
    const pool = createTransportPool()
    expect(await pool.transportFor('eip155:31337', [A, B], { fetch, verify }).request('eth_getBalance')).toBe('0x5')
    expect(urls()).toEqual([A, B])
    // A is fine again, but its failure is on record: B goes first, and answers.
    endpoints[A] = answering()
    expect(await pool.transportFor('eip155:31337', [A, B], { fetch, verify }).request('eth_getBalance')).toBe('0x5')
    expect(urls()).toEqual([A, B, B])
  })

  it('a new URL list starts without the old ranking', async () => {
    const { fetch, urls } = fakeFetch({ [A]: status(500), [B]: answering() })
    const pool = createTransportPool()
    await pool.transportFor('eip155:31337', [A, B], { fetch }).request('eth_blockNumber')
    await pool.transportFor('eip155:31337', [A, B, 'https://c.example/rpc'], { fetch }).request('eth_blockNumber')
    expect(urls()).toEqual([A, B, A, B])
  })
})

describe('pooled transport timings (spec §9)', () => {
  it('ping gives each endpoint 1 s, then ranks the one that answered first', async () => {
    vi.useFakeTimers()
    const { fetch } = fakeFetch({ [A]: hanging, [B]: answering() })
    const transport = createTransportPool().transportFor('eip155:31337', [A, B], { fetch, verify })
    let done = false
    const ping = transport.ping().then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await ping
    expect(transport.health.rank([A, B])).toEqual([B, A])
    expect(transport.health.score(A)).toBe(0)
  })

  it('polls every 4 s until stopped', async () => {
    vi.useFakeTimers()
    const { fetch, log } = fakeFetch({ [A]: answering({ result: '0x10' }) })
    const transport = createTransportPool().transportFor('eip155:31337', [A], { fetch })
    const seen: unknown[] = []
    const stop = transport.poll({ method: 'eth_blockNumber' }, (r) => seen.push(r))
    await vi.advanceTimersByTimeAsync(0)
    expect(log).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3_999)
    expect(log).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(log).toHaveLength(2)
    stop()
    await vi.advanceTimersByTimeAsync(8_000)
    expect(log).toHaveLength(2)
    expect(seen).toEqual(['0x10', '0x10'])
  })
})
