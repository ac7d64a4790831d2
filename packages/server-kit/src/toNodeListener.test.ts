import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { toNodeListener } from './toNodeListener'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(listener: ReturnType<typeof toNodeListener>): Promise<string> {
  server = createServer(listener)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it('hands the handler a fetch Request with method, headers, body and the client address, and writes its Response back', async () => {
  const url = await serve(
    toNodeListener(async (request, { clientIp }) =>
      Response.json({ method: request.method, path: new URL(request.url).pathname, type: request.headers.get('content-type'), body: await request.text(), clientIp }, { status: 201, headers: { 'x-seen': 'yes' } }),
    ),
  )
  const res = await fetch(`${url}/v1/things`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })
  expect(res.status).toBe(201)
  expect(res.headers.get('x-seen')).toBe('yes')
  expect(await res.json()).toEqual({ method: 'POST', path: '/v1/things', type: 'application/json', body: '{"a":1}', clientIp: '127.0.0.1' })
})

it('a handler that throws answers 500 with the service’s own error body', async () => {
  const url = await serve(toNodeListener(() => Promise.reject(new Error('boom')), '{"error":{"code":"INTERNAL","message":"The test handler failed."}}'))
  const res = await fetch(url)
  expect(res.status).toBe(500)
  expect(await res.json()).toEqual({ error: { code: 'INTERNAL', message: 'The test handler failed.' } })
})
