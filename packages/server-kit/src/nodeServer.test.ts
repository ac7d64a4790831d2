import { createServer, type RequestListener, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { closeGently } from './closeGently'
import { readNodeBody } from './readNodeBody'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve())))

async function listen(handler: RequestListener): Promise<string> {
  server = createServer(handler)
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

it('readNodeBody gives the body within the limit, and undefined past it', async () => {
  const url = await listen(async (req, res) => {
    const text = await readNodeBody(req, 8)
    res.writeHead(text === undefined ? 413 : 200).end(text ?? 'too large')
  })
  const small = await fetch(url, { method: 'POST', body: '12345678' })
  expect([small.status, await small.text()]).toEqual([200, '12345678'])
  const large = await fetch(url, { method: 'POST', body: '123456789' })
  expect([large.status, await large.text()]).toEqual([413, 'too large'])
})

it('closeGently lets a request in flight finish, then resolves once the server is closed', async () => {
  let answer = () => {}
  const url = await listen((_req, res) => {
    answer = () => res.writeHead(200).end('late')
  })
  const inFlight = fetch(url)
  await new Promise((resolve) => setTimeout(resolve, 50))
  const closed = closeGently(server as Server)
  answer()
  const res = await inFlight
  expect(await res.text()).toBe('late')
  await closed
  expect(server?.listening).toBe(false)
})

it('closeGently forces a connection still open after the grace period', async () => {
  const url = await listen(() => {
    // Never answers.
  })
  const hung = new Promise<string>((resolve) => {
    request(url, (res) => res.resume())
      .on('error', (error) => resolve(error.message))
      .end()
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  const started = Date.now()
  await closeGently(server as Server, 100)
  expect(Date.now() - started).toBeLessThan(1_000)
  expect(await hung).toMatch(/socket hang up|ECONNRESET/)
})
