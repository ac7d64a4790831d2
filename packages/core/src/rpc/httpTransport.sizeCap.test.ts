import { describe, expect, it } from 'vitest'
import { RpcResponseTooLargeError } from './errors'
import { type Endpoint, answering, fakeFetch } from './fakeEndpoints'
import { createRpcTransport } from './httpTransport'

const A = 'https://a.example/rpc'
const B = 'https://b.example/rpc'
/** A valid JSON-RPC reply padded past 1 KiB. */
const oversized: Endpoint = (calls) => Response.json(calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: `0x${'0'.repeat(2_000)}` })))
const noWait = { sleep: async () => {} }

describe('RPC transport: response size cap', () => {
  it('an oversized reply counts against its endpoint, and the next endpoint answers', async () => {
    const { fetch } = fakeFetch({ [A]: oversized, [B]: answering({ result: '0xb' }) })
    const transport = createRpcTransport({ urls: [A, B], fetch, maxResponseBytes: 1_024, ...noWait })
    expect(await transport.request('eth_getLogs')).toBe('0xb')
    expect(transport.health.score(A)).toBe(0)
  })

  it('when no endpoint answers within the cap, the typed error says so; each is asked once, not every round', async () => {
    const { fetch, urls } = fakeFetch({ [A]: oversized, [B]: oversized })
    const transport = createRpcTransport({ urls: [A, B], fetch, maxResponseBytes: 1_024, retryCount: 3, ...noWait })
    const error = await transport.request('eth_getLogs').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseTooLargeError)
    expect(error).toMatchObject({ maxBytes: 1_024 })
    expect(urls()).toEqual([A, B])
  })

  it('the cap defaults to 10 MiB', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(10 * 1024 * 1024) })
    const { fetch } = fakeFetch({ [A]: () => new Response(body) })
    const error = await createRpcTransport({ urls: [A], fetch, retryCount: 0 }).request('eth_getLogs').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseTooLargeError)
    expect(error).toMatchObject({ maxBytes: 10 * 1024 * 1024 })
  })
})
