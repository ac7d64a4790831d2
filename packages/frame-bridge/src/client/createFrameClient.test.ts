import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameNotSetError } from '../errors'
import { createFrameHost, type FrameHandlers } from '../host/createFrameHost'
import { readyMessage, successMessage } from '../protocol/envelope'
import { windowPair } from '../testing/fakeWindows'
import { createFrameClient } from './createFrameClient'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const user = { email: 'ada@example.com', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1, preferredAccountType: 'eoa' as const }

/** A client in the app window and a host in the frame window, talking through the fake browser boundary. */
function setup(handlers: FrameHandlers = {}, { allowedOrigins = ['https://app.example'], startHost = true } = {}) {
  const pair = windowPair()
  const posted = pair.frame.received
  const host = () => createFrameHost({ window: pair.frame as never, allowedOrigins, handlers })
  const client = createFrameClient({ url: pair.frameUrl, window: pair.app, createFrame: () => pair.element })
  client.load()
  const started = startHost ? host() : undefined
  return { ...pair, client, host: started, startHost: host, posted }
}

describe('createFrameClient', () => {
  it('is ready 500 ms after the frame announces READY, and not before', async () => {
    const { client } = setup()
    let ready = false
    void client.ready().then(() => {
      ready = true
    })
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(ready).toBe(true)
  })

  it('a frame that never gets ready: "Network Error - Could not load embedded wallet" after 20 s', async () => {
    const { client } = setup({}, { startHost: false })
    const ready = client.ready()
    const request = client.request('GET_CHAIN_ID', {})
    const settled = Promise.allSettled([ready, request])
    await vi.advanceTimersByTimeAsync(19_999)
    await vi.advanceTimersByTimeAsync(2)
    const [r1, r2] = await settled
    expect(r1).toMatchObject({ status: 'rejected', reason: { message: 'Network Error - Could not load embedded wallet', code: 'FRAME_LOAD_FAILED' } })
    expect(r2).toMatchObject({ status: 'rejected', reason: { message: 'Network Error - Could not load embedded wallet' } })
  })

  it('round-trips requests to the frame, posting only to its exact origin with fresh UUIDs', async () => {
    const { client, posted } = setup({
      CONNECT_EMAIL: async ({ email }) => ({ action: email.startsWith('new') ? 'VERIFY_DEVICE' : 'VERIFY_OTP' }),
      GET_USER: async () => user,
      RPC_REQUEST: async ({ method }) => ({ result: method === 'eth_chainId' ? '0x1' : null }),
    })
    const results = Promise.all([
      client.request('CONNECT_EMAIL', { email: 'ada@example.com' }),
      client.request('GET_USER', { chainId: 1 }),
      client.request('RPC_REQUEST', { method: 'eth_chainId', params: [] }),
    ])
    await vi.advanceTimersByTimeAsync(600)
    expect(await results).toEqual([{ action: 'VERIFY_OTP' }, user, { result: '0x1' }])
    expect(posted.map((p) => p.targetOrigin)).toEqual(['https://frame.example', 'https://frame.example', 'https://frame.example'])
    const ids = posted.map((p) => (p.message as { id: string }).id)
    expect(new Set(ids).size).toBe(3)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('frame errors are raised with their message, or "An error occurred"', async () => {
    const { client } = setup({
      CONNECT_OTP: async () => {
        throw new Error('Invalid code')
      },
      RELOAD: async () => {
        throw new Error('')
      },
      RPC_REQUEST: async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    const otp = client.request('CONNECT_OTP', { otp: '000000' }).catch((e: Error) => e.message)
    const reload = client.request('RELOAD', {}).catch((e: Error) => e.message)
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(600)
    expect(await otp).toBe('Invalid code')
    expect(await reload).toBe('An error occurred')
    // The frame's EIP-1193 code comes along (4001: the user rejected in the frame).
    expect(await rpc).toMatchObject({ code: 'FRAME_REQUEST_FAILED', message: 'User rejected the request.', rpcCode: 4001 })
  })

  it('times out after 30 s ("Embedded Wallet Request Timed Out"); sign-out after 3 s', async () => {
    const { client } = setup({ GET_CHAIN_ID: () => new Promise(() => {}), SIGN_OUT: () => new Promise(() => {}) })
    await vi.advanceTimersByTimeAsync(600)
    const chain = client.request('GET_CHAIN_ID', {}).catch((e: Error) => e.message)
    const signOut = client.request('SIGN_OUT', {}).catch((e: Error) => e.message)
    const done = { chain: false, signOut: false }
    void chain.then(() => {
      done.chain = true
    })
    void signOut.then(() => {
      done.signOut = true
    })
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done.signOut).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(await signOut).toBe('Embedded Wallet Request Timed Out')
    // Both edges of the 30 s request timeout (spec §9).
    await vi.advanceTimersByTimeAsync(30_000 - 3_001 - 1)
    expect(done.chain).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(await chain).toBe('Embedded Wallet Request Timed Out')
  })

  it('an RPC request that times out withdraws its approval from the frame (RPC_ABORT); no request may wait forever', async () => {
    let frameSignal: AbortSignal | undefined
    const { client, posted } = setup({
      RPC_REQUEST: (_p, { signal }) => {
        frameSignal = signal
        return new Promise(() => {})
      },
    })
    await vi.advanceTimersByTimeAsync(600)
    for (const timeoutMs of [Number.POSITIVE_INFINITY, Number.NaN, 0, -1]) {
      await expect(client.request('RPC_REQUEST', { method: 'personal_sign', params: [] }, { timeoutMs }), String(timeoutMs)).rejects.toThrow(RangeError)
    }
    expect(posted).toEqual([])
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', user.address] }, { timeoutMs: 300_000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(299_999)
    expect(frameSignal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(2)
    expect(await rpc).toMatchObject({ code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out', timeoutMs: 300_000 })
    await vi.advanceTimersByTimeAsync(1)
    expect(posted.map((p) => (p.message as { type: string }).type)).toEqual(['APP_RPC_REQUEST', 'APP_RPC_ABORT'])
    expect(frameSignal?.aborted).toBe(true)
  })

  it('a frame that never loads is removed with its message listener; the client does not keep a dead iframe', async () => {
    const { client, app, element } = setup({}, { startHost: false })
    expect(app.listeners.size).toBe(1)
    const ready = client.ready().catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(20_001)
    expect(await ready).toBe('Network Error - Could not load embedded wallet')
    expect(client.element).toBeUndefined()
    expect(element.contentWindow).toBeNull()
    expect(app.listeners.size).toBe(0)
  })

  it('without a window (a server render) every ready() and request rejects at once, none hangs', async () => {
    const client = createFrameClient({ url: 'https://frame.example/frame' })
    expect(() => client.load()).toThrow('W3mFrame: iframe is not set')
    const outcomes = await Promise.allSettled([client.ready(), client.ready(), client.request('GET_CHAIN_ID', {})])
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(outcomes.map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(['FRAME_IFRAME_NOT_SET', 'FRAME_IFRAME_NOT_SET', 'FRAME_IFRAME_NOT_SET'])
  })

  it('abort rejects with "Request was aborted" and tells the frame to stop the RPC', async () => {
    let frameSignal: AbortSignal | undefined
    const { client, posted } = setup({
      RPC_REQUEST: (_p, { signal }) => {
        frameSignal = signal
        return new Promise(() => {})
      },
    })
    await vi.advanceTimersByTimeAsync(600)
    const controller = new AbortController()
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', user.address] }, { signal: controller.signal }).catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(1)
    controller.abort()
    expect(await rpc).toBe('Request was aborted')
    await vi.advanceTimersByTimeAsync(1)
    expect(posted.map((p) => (p.message as { type: string }).type)).toEqual(['APP_RPC_REQUEST', 'APP_RPC_ABORT'])
    expect(frameSignal?.aborted).toBe(true)
    const before = posted.length
    await expect(client.request('GET_CHAIN_ID', {}, { signal: AbortSignal.abort() })).rejects.toThrow('Request was aborted')
    expect(posted.length).toBe(before)
  })

  it('aborting one of two RPC requests withdraws only that one in the frame; the other still settles (M5)', async () => {
    const signals: AbortSignal[] = []
    const { client, posted } = setup({
      RPC_REQUEST: (_p, { signal }) => {
        signals.push(signal)
        return new Promise((resolve) => setTimeout(() => resolve({ result: '0xsig' }), 1000))
      },
    })
    await vi.advanceTimersByTimeAsync(600)
    const first = new AbortController()
    const aborted = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x01', user.address] }, { signal: first.signal }).catch((e: Error) => e.message)
    const kept = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x02', user.address] })
    await vi.advanceTimersByTimeAsync(1)
    first.abort()
    expect(await aborted).toBe('Request was aborted')
    await vi.advanceTimersByTimeAsync(1)
    const messages = posted.map((p) => p.message as { type: string; id: string; payload: unknown })
    const abort = messages.find((m) => m.type === 'APP_RPC_ABORT')
    expect(abort?.payload).toEqual({ requestId: messages[0]?.id })
    expect(signals.map((s) => s.aborted)).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(1000)
    expect(await kept).toEqual({ result: '0xsig' })
  })

  it('a payload that fails its schema is refused before anything is posted', async () => {
    const { client, posted } = setup()
    await expect(client.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toMatchObject({ code: 'INVALID_FRAME_PAYLOAD' })
    await expect(client.request('GET_SOCIAL_REDIRECT_URI', { provider: 'myspace' as 'x' })).rejects.toMatchObject({ code: 'INVALID_FRAME_PAYLOAD' })
    expect(posted).toEqual([])
  })

  it('replies from another origin or another window are ignored, even with the right id', async () => {
    const { client, posted, app, frame } = setup({ GET_CHAIN_ID: () => new Promise(() => {}) })
    await vi.advanceTimersByTimeAsync(600)
    const result = client.request('GET_CHAIN_ID', {})
    let settled = false
    void result.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(1)
    const id = (posted[0] as { message: { id: string } }).message.id
    const forged = successMessage('GET_CHAIN_ID', id, { chainId: 666 })
    const { FakeWindow } = await import('../testing/fakeWindows')
    // Right shape, right id: from an attacker's window at another origin, then from a sibling frame at the frame's origin.
    app.deliver(forged, 'https://app.example', new FakeWindow('https://evil.example'))
    app.deliver(forged, 'https://app.example', new FakeWindow('https://frame.example'))
    app.deliver(readyMessage('9'), 'https://app.example', new FakeWindow('https://evil.example'))
    await vi.advanceTimersByTimeAsync(10)
    expect(settled).toBe(false)
    // The frame's own window after navigating to another origin: same window, wrong origin.
    const navigated = Object.create(frame, { origin: { value: 'https://evil.example' } })
    navigated.viewFrom = () => frame.viewFrom(app)
    app.deliver(forged, 'https://app.example', navigated)
    await vi.advanceTimersByTimeAsync(10)
    expect(settled).toBe(false)
    // The real frame's answer still settles it.
    app.deliver(forged, 'https://app.example', frame)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toEqual({ chainId: 666 })
  })

  it('an origin the project does not allow: "Invalid App Configuration", and no handler runs', async () => {
    const getUser = vi.fn(async () => user)
    const { client } = setup({ GET_USER: getUser }, { allowedOrigins: ['https://other.example'] })
    const ready = client.ready().catch((e: Error) => e.message)
    await vi.advanceTimersByTimeAsync(10)
    expect(await ready).toBe('Invalid App Configuration')
    expect(getUser).not.toHaveBeenCalled()
  })

  it('after destroy: pending requests and new ones fail with "W3mFrame: iframe is not set"', async () => {
    const { client } = setup({ GET_CHAIN_ID: () => new Promise(() => {}) })
    await vi.advanceTimersByTimeAsync(600)
    const pending = client.request('GET_CHAIN_ID', {}).catch((e: Error) => e)
    await vi.advanceTimersByTimeAsync(1)
    client.destroy()
    expect(await pending).toBeInstanceOf(FrameNotSetError)
    await expect(client.request('GET_CHAIN_ID', {})).rejects.toThrow('W3mFrame: iframe is not set')
    expect(client.element).toBeUndefined()
  })

  it('passes the frame session-token pushes on', async () => {
    const { client, host } = setup()
    const tokens: string[] = []
    client.onSessionUpdate((t) => tokens.push(t))
    host?.sessionUpdate('token-1')
    await vi.advanceTimersByTimeAsync(1)
    expect(tokens).toEqual(['token-1'])
  })
})
