import type { CaipNetwork } from '@latch/core'
import { createRpcTransport, RpcUnavailableError } from '@latch/core/rpc'
import { createServer, type Server, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

const network = (http: string[]): CaipNetwork => ({
  id: 31337,
  name: 'Anvil',
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})

/** The balance of `address` read over `urls` (the chain check is the adapter's, tested with it). */
const read = (urls: string[], address: string, timeoutMs = 5_000) =>
  readNativeBalance({ transport: createRpcTransport({ urls, timeoutMs, retryCount: 0 }), network: network(urls), address })

describe('readNativeBalance', () => {
  it("reads anvil's funded account", async () => {
    expect(await read([anvil.url], ANVIL_ACCOUNT)).toBe(TEN_THOUSAND_ETH)
  })

  it('reads a lower-case (non-checksummed) address and an empty account', async () => {
    expect(await read([anvil.url], ANVIL_ACCOUNT.toLowerCase())).toBe(TEN_THOUSAND_ETH)
    expect(await read([anvil.url], '0x000000000000000000000000000000000000dEaD')).toBe(0n)
  })

  it('falls back to the next URL when the first one is down', async () => {
    expect(await read([`http://127.0.0.1:${await freePort()}`, anvil.url], ANVIL_ACCOUNT)).toBe(TEN_THOUSAND_ETH)
  })

  it('gives up on a URL that hangs after the timeout and moves on', async () => {
    const started = Date.now()
    expect(await read([silentUrl(), anvil.url], ANVIL_ACCOUNT, 300)).toBe(TEN_THOUSAND_ETH)
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('throws RpcUnavailableError naming the network and every URL when none answers', async () => {
    const urls = [`http://127.0.0.1:${await freePort()}`, silentUrl()]
    const error = await read(urls, ANVIL_ACCOUNT, 300).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RpcUnavailableError)
    expect(error).toMatchObject({ namespace: 'eip155' })
    expect((error as RpcUnavailableError).longMessage).toContain('eip155:31337')
    const failed = new Set(((error as RpcUnavailableError).cause as { url: string }[]).map((f) => f.url))
    expect(failed).toEqual(new Set(urls))
  })

  it('throws RpcUnavailableError when the network has no RPC URL', async () => {
    await expect(read([], ANVIL_ACCOUNT, 300)).rejects.toBeInstanceOf(RpcUnavailableError)
  })
})
