import { describe, expect, it } from 'vitest'
import { RpcResponseTooLargeError } from './errors'
import { readBody } from './readBody'

const URL = 'https://a.example/rpc'

/** A body streamed in `chunks`, counting how many the reader pulled (nothing is pulled ahead of a read). */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[pulled++]
        if (next) controller.enqueue(next)
        else controller.close()
      },
    },
    { highWaterMark: 0 },
  )
  return { response: new Response(body, { headers }), pulled: () => pulled }
}

describe('readBody', () => {
  it('reads a body within the cap, a character split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"name":"Zoë"}')
    const { response } = streamed([bytes.slice(0, 12), bytes.slice(12)])
    expect(await readBody(response, URL, 100)).toBe('{"name":"Zoë"}')
  })

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const { response, pulled } = streamed([new Uint8Array(10)], { 'content-length': '101' })
    const error = await readBody(response, URL, 100).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcResponseTooLargeError)
    expect(error).toMatchObject({ code: 'RPC_RESPONSE_TOO_LARGE', url: URL, maxBytes: 100 })
    expect(pulled()).toBe(0)
  })

  it('stops reading once an undeclared (or understated) body passes the cap', async () => {
    const chunks = Array.from({ length: 100 }, () => new Uint8Array(40))
    const { response, pulled } = streamed(chunks, { 'content-length': '10' })
    await expect(readBody(response, URL, 100)).rejects.toBeInstanceOf(RpcResponseTooLargeError)
    expect(pulled()).toBe(3)
  })

  it('a body of exactly the cap is accepted; an empty one is empty', async () => {
    expect(await readBody(new Response('x'.repeat(100)), URL, 100)).toHaveLength(100)
    expect(await readBody(new Response(null), URL, 100)).toBe('')
  })
})
