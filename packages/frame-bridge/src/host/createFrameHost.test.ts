import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appMessage } from '../protocol/envelope'
import { FakeWindow, windowPair } from '../testing/fakeWindows'
import { createFrameHost } from './createFrameHost'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const ID = '2f1c8f3e-8a3b-4b8e-9a51-3c2d1e0f9a7b'
const types = (w: FakeWindow) => w.received.map((r) => (r.message as { type: string }).type)
const payloads = (w: FakeWindow) => w.received.map((r) => (r.message as { payload: unknown }).payload)

describe('createFrameHost', () => {
  it('without a parent window: "W3mFrame: parent is not set"', () => {
    const alone = new FakeWindow('https://frame.example')
    expect(() => createFrameHost({ window: alone as never, allowedOrigins: ['*'], handlers: {} })).toThrow('W3mFrame: parent is not set')
  })

  it('announces READY to the parent origin only, then answers requests from that parent only', async () => {
    const { app, frame } = windowPair()
    const getChainId = vi.fn(async () => ({ chainId: 1 }))
    createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: { GET_CHAIN_ID: getChainId }, version: '7' })
    expect(app.received).toEqual([{ message: { type: 'FRAME_READY', payload: { version: '7' } }, targetOrigin: 'https://app.example', from: 'https://frame.example' }])
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', app)
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', new FakeWindow('https://app.example'))
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', new FakeWindow('https://evil.example'))
    await vi.advanceTimersByTimeAsync(5)
    expect(getChainId).toHaveBeenCalledTimes(1)
    expect(types(app)).toEqual(['FRAME_READY', 'FRAME_GET_CHAIN_ID_SUCCESS'])
    expect(app.received.every((r) => r.targetOrigin === 'https://app.example')).toBe(true)
  })

  it('a parent outside the allowed origins gets one notice and "Invalid App Configuration" for every request', async () => {
    const { app, frame } = windowPair('https://evil.example')
    const handler = vi.fn(async () => ({ chainId: 1 }))
    const host = createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: { GET_CHAIN_ID: handler } })
    expect(host.allowed).toBe(false)
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', app)
    await vi.advanceTimersByTimeAsync(5)
    expect(types(app)).toEqual(['FRAME_INVALID_APP_CONFIGURATION', 'FRAME_GET_CHAIN_ID_ERROR'])
    expect(payloads(app)[1]).toEqual({ message: 'Invalid App Configuration' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses RPC methods outside both lists without calling the handler', async () => {
    const { app, frame } = windowPair()
    const rpc = vi.fn(async () => ({ result: '0x' }))
    createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: { RPC_REQUEST: rpc } })
    frame.deliver(appMessage('RPC_REQUEST', ID, { method: 'eth_sign', params: [] }), 'https://frame.example', app)
    await vi.advanceTimersByTimeAsync(5)
    expect(payloads(app)[1]).toEqual({ message: 'Requested RPC call is not allowed' })
    expect(rpc).not.toHaveBeenCalled()
  })

  it('a malformed payload gets an error naming the problem; a handler result that breaks the schema gets the generic error', async () => {
    const { app, frame } = windowPair()
    const onError = vi.fn()
    createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: { GET_CHAIN_ID: async () => ({ chainId: -5 }) as never }, onError })
    frame.deliver({ type: 'APP_CONNECT_EMAIL', id: ID, payload: { email: 'nope' } }, 'https://frame.example', app)
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', app)
    await vi.advanceTimersByTimeAsync(5)
    expect(types(app)).toEqual(['FRAME_READY', 'FRAME_CONNECT_EMAIL_ERROR', 'FRAME_GET_CHAIN_ID_ERROR'])
    expect((payloads(app)[1] as { message: string }).message).toMatch(/^Invalid CONNECT_EMAIL payload: Invalid e-mail address/)
    expect(payloads(app)[2]).toEqual({})
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it("a handler error's EIP-1193 code goes with its message (4001: the user rejected)", async () => {
    const { app, frame } = windowPair()
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: { RPC_REQUEST: () => Promise.reject(rejected), GET_CHAIN_ID: () => Promise.reject(Object.assign(new Error('x'), { code: 'E_STRING' })) } })
    frame.deliver(appMessage('RPC_REQUEST', ID, { method: 'personal_sign', params: ['0x00', '0x1'] }), 'https://frame.example', app)
    frame.deliver(appMessage('GET_CHAIN_ID', ID, {}), 'https://frame.example', app)
    await vi.advanceTimersByTimeAsync(5)
    expect(payloads(app).slice(1)).toEqual([{ message: 'User rejected the request.', code: 4001 }, { message: 'x' }])
  })

  it('falls back to the referrer for the parent origin, and pushes session updates there', () => {
    const { app, frame } = windowPair()
    frame.location = {}
    frame.document = { referrer: 'https://app.example/some/page?x=1' }
    const host = createFrameHost({ window: frame as never, allowedOrigins: ['https://app.example'], handlers: {} })
    host.sessionUpdate('t1')
    expect(host.parentOrigin).toBe('https://app.example')
    expect(types(app)).toEqual(['FRAME_READY', 'FRAME_SESSION_UPDATE'])
  })
})

describe('createFrameHost under hostile input', () => {
  it('10,000 malformed requests from the parent: nothing throws, no handler sees an invalid payload', async () => {
    vi.useRealTimers()
    const { app, frame } = windowPair()
    const seen: unknown[] = []
    createFrameHost({
      window: frame as never,
      allowedOrigins: ['https://app.example'],
      handlers: {
        CONNECT_EMAIL: async (payload) => {
          seen.push(payload)
          return { action: 'VERIFY_OTP' }
        },
        RPC_REQUEST: async (payload) => {
          seen.push(payload)
          return { result: null }
        },
      },
    })
    const shapes = [
      () => ({ type: 'APP_CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: Math.random().toString(36) } }),
      () => ({ type: 'APP_CONNECT_EMAIL', id: 'x', payload: { email: 'a@b.co' } }),
      () => ({ type: 'APP_RPC_REQUEST', id: crypto.randomUUID(), payload: { method: 'eth_sign', params: [] } }),
      () => ({ type: 'APP_RPC_REQUEST', id: crypto.randomUUID(), payload: { method: 'eth_call', params: [new Date()] } }),
      () => ({ type: 'APP_RPC_REQUEST', id: crypto.randomUUID(), payload: { method: '', params: {} } }),
      () => ({ type: 'APP_NOPE', id: crypto.randomUUID(), payload: {} }),
      () => [1, 2, 3],
      () => 'APP_CONNECT_EMAIL',
      () => null,
      () => ({ type: 'APP_CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 'a@b.co', admin: true } }),
    ]
    for (let i = 0; i < 10_000; i++) frame.deliver((shapes[i % shapes.length] as () => unknown)(), 'https://frame.example', app)
    await new Promise((r) => setTimeout(r, 50))
    expect(seen).toEqual([])
    // Well-addressed ones got an error reply instead of silence; the rest were dropped.
    const replies = types(app).slice(1)
    expect(replies.every((t) => t.endsWith('_ERROR'))).toBe(true)
    expect(replies.length).toBe(5_000)
  })
})
