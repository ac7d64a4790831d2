import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RpcUnavailableError } from '@latch/core/rpc'
import { type AnvilInstance, freePort, startAnvil } from '../test/anvil'
import { ANVIL_ACCOUNT } from '../test/fakeWallet'
import { readNativeBalance } from './readNativeBalance'

const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

let anvil: AnvilInstance
// A server that accepts connections and never answers: the hung-RPC case.
let silent: Server
const sockets = new Set<Socket>()

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  silent = createServer((socket) => sockets.add(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
}, 30_000)

afterAll(async () => {
  await anvil?.stop()
  for (const s of sockets) s.destroy()
  await new Promise((resolve) => silent?.close(resolve))
})

const silentUrl = () => {
  const address = silent.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

describe('readNativeBalance', () => {
  it("reads anvil's funded account", async () => {
    const wei = await readNativeBalance({ urls: [anvil.url], chainId: 31337, address: ANVIL_ACCOUNT, timeoutMs: 5000 })
    expect(wei).toBe(TEN_THOUSAND_ETH)
  })

  it('reads a lower-case (non-checksummed) address and an empty account', async () => {
    const lower = await readNativeBalance({ urls: [anvil.url], chainId: 31337, address: ANVIL_ACCOUNT.toLowerCase(), timeoutMs: 5000 })
    expect(lower).toBe(TEN_THOUSAND_ETH)
    const empty = await readNativeBalance({
      urls: [anvil.url],
      chainId: 31337,
      address: '0x000000000000000000000000000000000000dEaD',
      timeoutMs: 5000,
    })
    expect(empty).toBe(0n)
  })

  it('falls back to the next URL when the first one is down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`
    const wei = await readNativeBalance({ urls: [down, anvil.url], chainId: 31337, address: ANVIL_ACCOUNT, timeoutMs: 5000 })
    expect(wei).toBe(TEN_THOUSAND_ETH)
  })

  it('gives up on a URL that hangs after the timeout and moves on', async () => {
    const started = Date.now()
    const wei = await readNativeBalance({ urls: [silentUrl(), anvil.url], chainId: 31337, address: ANVIL_ACCOUNT, timeoutMs: 300 })
    expect(wei).toBe(TEN_THOUSAND_ETH)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('throws RpcUnavailableError when no URL answers', async () => {
    const urls = [`http://127.0.0.1:${await freePort()}`, silentUrl()]
    const error = await readNativeBalance({ urls, chainId: 31337, address: ANVIL_ACCOUNT, timeoutMs: 300 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    const failed = new Set(((error as RpcUnavailableError).cause as { url: string }[]).map((f) => f.url))
    expect(failed).toEqual(new Set(urls))
  })

  it('never believes an endpoint that serves another chain', async () => {
    // anvil is chain 31337; asked for chain 1 it must be rejected, whatever balance it reports.
    await expect(readNativeBalance({ urls: [anvil.url], chainId: 1, address: ANVIL_ACCOUNT, timeoutMs: 2000 })).rejects.toBeInstanceOf(RpcUnavailableError)
  })

  it('throws RpcUnavailableError when the network has no RPC URL', async () => {
    await expect(readNativeBalance({ urls: [], chainId: 31337, address: ANVIL_ACCOUNT, timeoutMs: 300 })).rejects.toBeInstanceOf(
      RpcUnavailableError,
    )
  })
})
