import { describe, expect, it } from 'vitest'
import { NameServiceError } from '../errors/names'
import { httpNameService } from './httpNameService'
import { randomNonce, registrationMessage } from './message'

/** The network boundary: answers one fixed response and records the request. */
function answering(status: number, body: unknown) {
  const requests: { url: string; init?: RequestInit }[] = []
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), ...(init ? { init } : {}) })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

const service = (f: ReturnType<typeof answering>) => httpNameService({ url: 'https://dapp.example/names/', parent: 'latch.id', fetch: f.fetch })

describe('httpNameService', () => {
  it('speaks the API’s three routes', async () => {
    const free = answering(200, { name: 'alice.latch.id', available: true })
    await expect(service(free).availability('alice')).resolves.toEqual({ name: 'alice.latch.id', available: true })
    expect(free.requests[0]?.url).toBe('https://dapp.example/names/v1/names/alice')
    const posted = answering(201, { name: 'alice.latch.id', address: '0xAb' })
    await expect(service(posted).register({ message: 'm', signature: '0x1' })).resolves.toEqual({ name: 'alice.latch.id', address: '0xAb' })
    expect(posted.requests[0]?.init).toMatchObject({ method: 'POST', body: '{"message":"m","signature":"0x1"}' })
    await expect(service(answering(200, { name: null })).nameOf('0xAb')).resolves.toBeNull()
  })

  it('turns each refusal into its typed error, keeping the suggestions of a taken name', async () => {
    const taken = await service(answering(409, { error: { code: 'TAKEN', message: 'taken' }, suggestions: ['alice1'] }))
      .register({ message: 'm', signature: 's' })
      .catch((e: unknown) => e)
    expect(taken).toBeInstanceOf(NameServiceError)
    expect(taken).toMatchObject({ code: 'NAME_TAKEN', reason: 'TAKEN', suggestions: ['alice1'], shortMessage: 'This name is taken' })
    for (const [code, ours] of [['INVALID_NAME', 'NAME_INVALID'], ['EXPIRED', 'NAME_REQUEST_EXPIRED'], ['REPLAYED', 'NAME_REQUEST_REPLAYED'], ['BAD_SIGNATURE', 'NAME_BAD_SIGNATURE'], ['WRONG_PARENT', 'NAME_WRONG_PARENT'], ['RATE_LIMITED', 'NAME_RATE_LIMITED']]) {
      await expect(service(answering(400, { error: { code, message: code } })).register({ message: 'm', signature: 's' })).rejects.toMatchObject({ code: ours })
    }
  })

  it('is unavailable when unreachable, on an unknown answer, or when it answers for another parent', async () => {
    const offline = httpNameService({ url: 'https://x.example', parent: 'latch.id', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(offline.nameOf('0x1')).rejects.toMatchObject({ code: 'NAME_SERVICE_UNAVAILABLE' })
    await expect(service(answering(500, 'oops')).availability('alice')).rejects.toMatchObject({ code: 'NAME_SERVICE_UNAVAILABLE' })
    await expect(service(answering(429, '')).availability('alice')).rejects.toMatchObject({ code: 'NAME_RATE_LIMITED' })
    await expect(service(answering(200, { available: 'yes' })).availability('alice')).rejects.toMatchObject({ code: 'NAME_SERVICE_UNAVAILABLE' })
    await expect(service(answering(200, { name: 'alice.evil.id', available: true })).availability('alice')).rejects.toMatchObject({ code: 'NAME_WRONG_PARENT' })
  })

  it('passes an abort through as the caller’s', async () => {
    const controller = new AbortController()
    controller.abort(new Error('newer label'))
    await expect(service(answering(200, {})).availability('alice', { signal: controller.signal })).rejects.toThrow('newer label')
  })
})

describe('registration message', () => {
  it('is the six lines the service parses, with the address as given', () => {
    const message = registrationMessage({ label: 'alice', parent: 'latch.id', address: '0xAbC', expires: new Date(Date.UTC(2026, 10, 24, 21, 40)), nonce: `0x${'0'.repeat(32)}` })
    expect(message).toBe(['Register an account name', 'Name: alice.latch.id', 'Address: 0xAbC', 'Parent: latch.id', 'Expires: 2026-11-24T21:40:00.000Z', `Nonce: 0x${'0'.repeat(32)}`].join('\n'))
  })

  it('has a random 16-byte nonce', () => {
    expect(randomNonce(() => new Uint8Array(16).fill(0xab))).toBe(`0x${'ab'.repeat(16)}`)
    expect(randomNonce()).toMatch(/^0x[0-9a-f]{32}$/)
    expect(randomNonce()).not.toBe(randomNonce())
  })
})
