import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServerOnrampProvider } from '../provider'
import { createOnrampHandler } from './createOnrampHandler'
import { toNodeListener } from './toNodeListener'

const ORIGIN = 'https://dapp.example'
let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

describe('toNodeListener', () => {
  it('serves the handler on node:http, streaming the body in and passing the socket’s address as the client IP', async () => {
    const seen: (string | undefined)[] = []
    const provider: ServerOnrampProvider = {
      info: { name: 'alpha', label: 'Alpha', feeRange: '1 %', url: 'https://alpha.example', supportedChains: ['eip155:1'] },
      quote: () => Promise.reject(new Error('unused')),
      async session(_request, ctx) {
        seen.push(ctx.clientIp)
        return { url: 'https://alpha.example/checkout' }
      },
    }
    server = createServer(toNodeListener(createOnrampHandler({ providers: [provider], allowedOrigins: [ORIGIN], basePath: '/onramp' })))
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/onramp`
    const options = await fetch(`${base}/options`, { headers: { origin: ORIGIN } })
    expect(options.status).toBe(200)
    expect(options.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    const session = await fetch(`${base}/sessions`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ caipNetworkId: 'eip155:1', purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20', provider: 'alpha', address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9' }),
    })
    expect(await session.json()).toEqual({ url: 'https://alpha.example/checkout' })
    expect(seen).toEqual(['127.0.0.1'])
    expect((await fetch(`${base}/options`, { headers: { origin: 'https://evil.example' } })).status).toBe(403)
  })
})
