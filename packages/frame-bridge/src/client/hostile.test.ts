/**
 * Untrusted input on the app side: 10,000 random and malformed messages arrive from the frame's own
 * window and origin (the worst case: a compromised or buggy frame). None may throw, and none may settle a
 * request the app is waiting on — only a well-formed reply with that request's id and name can.
 */
import { expect, it } from 'vitest'
import { errorMessage, readyMessage, successMessage } from '../protocol/envelope'
import { FRAME_REQUEST_NAMES } from '../protocol/requests'
import { windowPair } from '../testing/fakeWindows'
import { createFrameClient } from './createFrameClient'

// Real timers: the fake windows deliver each message on its own timer, and fake timers scan every
// pending timer per tick (quadratic over 10,000 messages).
const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** A small deterministic PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function garbage(rnd: () => number, ids: string[], depth = 0): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T
  const name = pick(FRAME_REQUEST_NAMES)
  const id = rnd() < 0.5 ? pick(ids) : crypto.randomUUID()
  switch (Math.floor(rnd() * 16)) {
    case 0:
      return null
    case 1:
      return rnd() * 1e9
    case 2:
      return pick(['', 'FRAME_READY', `FRAME_${name}_SUCCESS`, '{"type":"FRAME_READY"}', '\u0000'])
    case 3:
      return [garbage(rnd, ids, depth + 1), garbage(rnd, ids, depth + 1)]
    case 4: // the right id, the wrong request's reply
      return successMessage(pick(FRAME_REQUEST_NAMES.filter((n) => n !== 'GET_USER')), pick(ids), {})
    case 5: // the right id and name, a payload that fails the schema
      return successMessage('GET_USER', pick(ids), { address: 42, chainId: {} })
    case 6:
      return { ...successMessage('GET_USER', pick(ids), { address: '0x1', chainId: 1 }), extra: true }
    case 7:
      return { type: `FRAME_GET_USER_${pick(['SUCCES', 'success', 'ERRORS', ''])}`, id: pick(ids), payload: {} }
    case 8:
      return { type: 'FRAME_GET_USER_ERROR', id: pick(ids), payload: { message: rnd() } }
    case 9:
      return { type: 'FRAME_GET_USER_SUCCESS', id: `${pick(ids)} `, payload: { address: '0x1', chainId: 1 } }
    case 10:
      return readyMessage(pick(['', 'x'.repeat(100), 1 as unknown as string]))
    case 11:
      return { type: '__proto__', id, payload: JSON.parse('{"__proto__":{"polluted":true}}') }
    case 12: {
      let deep: unknown = {}
      for (let i = 0; i < 500; i++) deep = { a: deep }
      return successMessage('RPC_REQUEST', pick(ids), { result: deep })
    }
    case 13:
      return new Map([[1, 2]])
    case 14:
      return { type: `FRAME_${name}_SUCCESS`, id, payload: depth < 3 ? garbage(rnd, ids, depth + 1) : undefined }
    default: // a well-formed error reply, but to a request the app never made (or with a fresh id)
      return errorMessage(pick(FRAME_REQUEST_NAMES.filter((n) => n !== 'GET_USER')), id, 'x'.repeat(Math.floor(rnd() * 2000)))
  }
}

it('10,000 random or malformed messages from the frame never crash the client and never settle a request', async () => {
  const { app, frame, element, frameUrl } = windowPair()
  const client = createFrameClient({ url: frameUrl, window: app, createFrame: () => element, afterReadyMs: 0 })
  client.load()
  app.deliver(readyMessage('1'), 'https://app.example', frame)
  await client.ready()

  const settled: string[] = []
  const requests = Array.from({ length: 5 }, (_, i) =>
    client.request('GET_USER', { chainId: i + 1 }, { timeoutMs: 60_000 }).then(
      () => settled.push(`resolved ${i}`),
      (e: Error) => settled.push(`rejected ${i}: ${e.message}`),
    ),
  )
  await settle()
  const ids = frame.received.map((r) => (r.message as { id: string }).id)
  expect(ids).toHaveLength(5)

  const rnd = random(20261123)
  for (let i = 0; i < 10_000; i++) app.deliver(garbage(rnd, ids), 'https://app.example', frame)
  await settle(50)
  expect(settled).toEqual([])
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()

  // The channel still works: a well-formed reply settles exactly its request.
  app.deliver(successMessage('GET_USER', ids[2] as string, { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 3 }), 'https://app.example', frame)
  await settle(10)
  expect(settled).toEqual(['resolved 2'])
  client.destroy()
  await Promise.all(requests)
})
