/** Local JSON-RPC servers with injected faults, for the transport's tests (the network boundary). */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault = 'none' | 'slow' | 'wrongChain' | 'rateLimited' | 'garbage' | 'jsonRpcError'

export interface TestServer {
  url: string
  /** HTTP requests received, and calls inside them. */
  requests: number
  calls: number
  fault: Fault
  close(): Promise<void>
}

export async function startRpcServer(fault: Fault = 'none', { chainId = '0x7a69', slowMs = 2_000 } = {}): Promise<TestServer> {
  const state = { requests: 0, calls: 0, fault }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      state.requests++
      const reply = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(body)
      }
      if (state.fault === 'rateLimited') return reply(429, '{"error":"too many requests"}')
      if (state.fault === 'garbage') return reply(200, '<html>bad gateway</html>')
      const body = JSON.parse(raw) as { id: number; method: string; params: unknown[] } | { id: number; method: string; params: unknown[] }[]
      const list = Array.isArray(body) ? body : [body]
      state.calls += list.length
      const answers = list.map(({ id, method, params }) => {
        if (state.fault === 'jsonRpcError') return { jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted' } }
        if (method === 'eth_chainId') return { jsonrpc: '2.0', id, result: state.fault === 'wrongChain' ? '0x1' : chainId }
        if (method === 'eth_getBalance') return { jsonrpc: '2.0', id, result: `0x${(String(params[0]).length).toString(16)}` }
        if (method === 'eth_blockNumber') return { jsonrpc: '2.0', id, result: `0x${state.requests.toString(16)}` }
        return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
      })
      const send = () => reply(200, JSON.stringify(Array.isArray(body) ? answers : answers[0]))
      if (state.fault === 'slow') setTimeout(send, slowMs)
      else send()
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return state.requests
    },
    get calls() {
      return state.calls
    },
    get fault() {
      return state.fault
    },
    set fault(f: Fault) {
      state.fault = f
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}

/** A loopback URL nothing listens on (connection refused at once). */
export async function deadUrl(): Promise<string> {
  const s = await startRpcServer()
  await s.close()
  return s.url
}
