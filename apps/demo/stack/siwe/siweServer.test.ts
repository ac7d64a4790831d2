import { createHttpSiwx } from '@latch/core/siwx'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSiweServer } from './siweServer.mjs'

const ORIGIN = 'http://127.0.0.1:5999'
let server: Awaited<ReturnType<typeof startSiweServer>>

beforeAll(async () => {
  server = await startSiweServer({ host: '127.0.0.1', port: 0, allowedOrigins: [ORIGIN] })
})
afterAll(async () => {
  await server?.stop()
})

/** fetch as the demo page would: from its origin, keeping the server's cookie. */
function browserFetch(origin = ORIGIN): typeof fetch {
  let cookie = ''
  return async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    if (cookie) headers.set('cookie', cookie)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = set.split(';')[0] ?? ''
    return response
  }
}

describe('the demo sign-in backend with createHttpSiwx', () => {
  it('nonce → EIP-4361 message signed by the wallet → verified by siwe → session in an HttpOnly cookie', async () => {
    const wallet = Wallet.createRandom()
    const siwx = createHttpSiwx({ url: server.url, domain: '127.0.0.1:5999', uri: ORIGIN, statement: 'Sign in to the Latch demo.', fetch: browserFetch() })
    expect(await siwx.getSessions('eip155:31337', wallet.address)).toEqual([])
    const message = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    const text = message.toString()
    expect(text).toMatch(/^127\.0\.0\.1:5999 wants you to sign in with your Ethereum account:\n0x[0-9a-fA-F]{40}\n\nSign in to the Latch demo\.\n\nURI: http:\/\/127\.0\.0\.1:5999\nVersion: 1\nChain ID: 31337\nNonce: [0-9a-zA-Z]{8,}\nIssued At: /)
    const { toString: _t, ...data } = message
    await siwx.addSession({ data, message: text, signature: await wallet.signMessage(text) })
    const sessions = await siwx.getSessions('eip155:31337', wallet.address)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toMatchObject({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:31337', wallet.address)).toEqual([])
  })

  it('refuses a signature by another key, a reused nonce, and other origins', async () => {
    const wallet = Wallet.createRandom()
    const siwx = createHttpSiwx({ url: server.url, domain: '127.0.0.1:5999', uri: ORIGIN, fetch: browserFetch() })
    const message = await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })
    const text = message.toString()
    const { toString: _t, ...data } = message
    await expect(siwx.addSession({ data, message: text, signature: await Wallet.createRandom().signMessage(text) })).rejects.toThrow(/Invalid sign-in/)
    // That attempt used the nonce up: the right signature is now refused too.
    await expect(siwx.addSession({ data, message: text, signature: await wallet.signMessage(text) })).rejects.toThrow('Unknown or expired nonce')
    const elsewhere = createHttpSiwx({ url: server.url, fetch: browserFetch('http://evil.example') })
    await expect(elsewhere.createMessage({ accountAddress: wallet.address, chainId: 'eip155:31337' })).rejects.toThrow(/not allowed/)
  })
})
