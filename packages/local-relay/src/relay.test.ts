import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { isLoopbackOrigin, type RelayHandle, type RelayOptions, startRelay } from './relay'

let relay: RelayHandle
const clients: WebSocket[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate()
  await relay?.stop()
})

/** A raw JSON-RPC client that records everything the relay sends it; with `keys`, authenticated as sign-client is. */
async function client(keys?: Keypair) {
  const ws = new WebSocket(keys ? `${relay.url}/?auth=${await signJWT('sub', relay.url, 3600, keys)}` : relay.url)
  clients.push(ws)
  const inbox: { id?: unknown; method?: string; params?: { id: string; data: { topic: string; message: string; tag: number } }; result?: unknown; error?: { code: number } }[] = []
  const raw: string[] = []
  ws.on('message', (d) => {
    raw.push(d.toString())
    inbox.push(JSON.parse(d.toString()))
  })
  await new Promise((r) => ws.once('open', r))
  let id = 1
  const call = async (method: string, params: unknown) => {
    const myId = id++
    ws.send(JSON.stringify({ id: myId, jsonrpc: '2.0', method, params }))
    for (let i = 0; i < 100; i++) {
      const reply = inbox.find((m) => m.id === myId)
      if (reply) return reply
      await new Promise((r) => setTimeout(r, 5))
    }
    throw new Error(`no reply to ${method}`)
  }
  const pushes = () => inbox.filter((m) => m.method === 'irn_subscription')
  return { ws, call, pushes, raw, send: (t: string) => ws.send(t), inbox }
}
const settle = () => new Promise((r) => setTimeout(r, 30))

describe('relay protocol', () => {
  it('delivers a publish to the other subscribers of the topic, not back to the publisher', async () => {
    relay = await startRelay()
    const [a, b, c] = [await client(), await client(), await client()]
    const subA = (await a.call('irn_subscribe', { topic: 't1' })).result
    await b.call('irn_subscribe', { topic: 't1' })
    expect((await a.call('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 1108 })).result).toBe(true)
    await settle()
    expect(b.pushes()).toHaveLength(1)
    expect(b.pushes()[0]?.params?.data).toMatchObject({ topic: 't1', message: 'hello', tag: 1108 })
    expect(a.pushes()).toHaveLength(0)
    expect(c.pushes()).toHaveLength(0)
    expect(typeof subA).toBe('string')
  })

  it('holds a message nobody received and hands it to the next subscriber, once', async () => {
    relay = await startRelay()
    const [a, b] = [await client(), await client()]
    await a.call('irn_publish', { topic: 'later', message: 'm1', ttl: 300 })
    await b.call('irn_subscribe', { topic: 'later' })
    await settle()
    expect(b.pushes().map((p) => p.params?.data.message)).toEqual(['m1'])
    const c = await client()
    await c.call('irn_subscribe', { topic: 'later' })
    await settle()
    expect(c.pushes()).toHaveLength(0)
  })

  it('never echoes to the publishing client, on any of its sockets: a reloaded dapp leaves its proposal to the wallet', async () => {
    relay = await startRelay()
    const dappKeys = generateKeyPair()
    const dapp = await client(dappKeys)
    await dapp.call('wc_proposeSession', { pairingTopic: 'pair', sessionProposal: 'proposal', ttl: 300 })
    dapp.ws.close()
    // The page reloads: a new socket, the same client id (sign-client keeps its key), subscribing to the pairing.
    const reloaded = await client(dappKeys)
    await reloaded.call('irn_subscribe', { topic: 'pair' })
    expect((await reloaded.call('irn_batchFetchMessages', { topics: ['pair'] })).result).toMatchObject({ messages: [] })
    await settle()
    expect(reloaded.pushes()).toHaveLength(0)
    // The wallet, a client of its own, still gets it; a live publish reaches it and not the dapp's other socket.
    const wallet = await client(generateKeyPair())
    await wallet.call('irn_subscribe', { topic: 'pair' })
    const otherTab = await client(dappKeys)
    await otherTab.call('irn_subscribe', { topic: 'pair' })
    await reloaded.call('irn_publish', { topic: 'pair', message: 'live', ttl: 300 })
    await settle()
    expect(wallet.pushes().map((p) => p.params?.data.message)).toEqual(['proposal', 'live'])
    expect(otherTab.pushes()).toHaveLength(0)
  })

  it('drops held messages after their ttl', async () => {
    relay = await startRelay()
    const [a, b] = [await client(), await client()]
    await a.call('irn_publish', { topic: 'short', message: 'gone', ttl: 0.01 })
    await new Promise((r) => setTimeout(r, 40))
    await b.call('irn_subscribe', { topic: 'short' })
    await settle()
    expect(b.pushes()).toHaveLength(0)
  })

  it('batch fetch returns held messages; unsubscribe stops delivery', async () => {
    relay = await startRelay()
    const [a, b] = [await client(), await client()]
    await a.call('irn_publish', { topic: 'x', message: 'held', ttl: 300 })
    expect((await b.call('irn_batchFetchMessages', { topics: ['x'] })).result).toMatchObject({ messages: [{ topic: 'x', message: 'held' }], hasMore: false })
    await b.call('irn_subscribe', { topic: 'y' })
    await b.call('irn_unsubscribe', { topic: 'y', id: 'whatever' })
    await a.call('irn_publish', { topic: 'y', message: 'after', ttl: 300 })
    await settle()
    expect(b.pushes()).toHaveLength(0)
  })

  it('propose/approve: publishes the parts and subscribes each caller to the topic it will hear on', async () => {
    relay = await startRelay()
    const [dapp, wallet] = [await client(), await client()]
    await dapp.call('wc_proposeSession', { pairingTopic: 'pair', sessionProposal: 'proposal', ttl: 300 })
    await wallet.call('irn_subscribe', { topic: 'pair' })
    await settle()
    expect(wallet.pushes()[0]?.params?.data).toMatchObject({ topic: 'pair', message: 'proposal', tag: 1100 })
    await wallet.call('wc_approveSession', { sessionTopic: 'sess', pairingTopic: 'pair', sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300 })
    await dapp.call('irn_subscribe', { topic: 'sess' })
    await settle()
    expect(dapp.pushes().map((p) => [p.params?.data.topic, p.params?.data.message, p.params?.data.tag])).toEqual([
      ['pair', 'response', 1101],
      ['sess', 'settle', 1102],
    ])
    await dapp.call('irn_publish', { topic: 'sess', message: 'ack', ttl: 300 })
    await settle()
    expect(wallet.pushes().at(-1)?.params?.data.message).toBe('ack')
  })

  it('keeps ids beyond 2^53 exact, and answers bad input with JSON-RPC errors', async () => {
    relay = await startRelay()
    const a = await client()
    a.send('{"id":1700000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"big"}}')
    a.send('not json')
    a.send('{"id":7,"jsonrpc":"2.0","method":"irn_nope","params":{}}')
    a.send('{"id":8,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":""}}')
    await settle()
    expect(a.raw[0]).toMatch(/^\{"id":1700000000000000123,/)
    expect(a.inbox.slice(1).map((m) => m.error?.code)).toEqual([-32700, -32601, -32602])
    expect(relay.stats().connections).toBe(1)
  })

  it('a method named after an Object.prototype property is "method not found", not a crash or an echo (L5)', async () => {
    relay = await startRelay()
    const a = await client()
    for (const method of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const reply = await a.call(method, { topic: 't' })
      expect(reply, method).toMatchObject({ error: { code: -32601 } })
      expect(reply.result, method).toBeUndefined()
    }
    expect(relay.stats().connections).toBe(1)
  })
})

describe('origin policy (L17)', () => {
  /** Opens a socket with `origin` and tells whether the relay took it. */
  const opens = (origin?: string) =>
    new Promise<boolean>((resolve) => {
      const ws = new WebSocket(relay.url, origin === undefined ? {} : { origin })
      clients.push(ws)
      ws.once('open', () => resolve(true))
      ws.once('error', () => resolve(false))
    })

  it('by default takes pages on this machine and clients without an Origin; refuses every other page', async () => {
    const lines: string[] = []
    relay = await startRelay({ logger: (l) => lines.push(l) })
    for (const origin of [undefined, 'http://127.0.0.1:5173', 'http://localhost:3000', 'https://localhost', 'http://[::1]:8080']) {
      expect(await opens(origin), String(origin)).toBe(true)
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'http://localhost.evil.example:5173', 'null', 'file://', 'chrome-extension://abc']) {
      expect(await opens(origin), origin).toBe(false)
    }
    expect(lines.some((l) => l.includes('refused a socket from origin https://evil.example'))).toBe(true)
  })

  it('is configurable', async () => {
    const allowOrigin: RelayOptions['allowOrigin'] = (origin) => origin === 'https://dapp.example'
    relay = await startRelay({ allowOrigin })
    expect(await opens('https://dapp.example')).toBe(true)
    expect(await opens('http://127.0.0.1:5173')).toBe(false)
    expect(isLoopbackOrigin('http://127.0.0.1:5173/')).toBe(false)
  })
})
