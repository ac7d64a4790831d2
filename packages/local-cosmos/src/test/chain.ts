import { afterAll, beforeAll } from 'vitest'
import { startLocalCosmos, type StartLocalCosmosReturnType } from '../server'

/** One local chain per test file, on a free port, stopped after the file. */
export function useLocalCosmos(options: Parameters<typeof startLocalCosmos>[0] = {}) {
  const ref = {} as { node: StartLocalCosmosReturnType; rpc(method: string, params?: Record<string, unknown>): Promise<{ result?: unknown; error?: { code: number; message: string; data: string } }> }
  beforeAll(async () => {
    ref.node = await startLocalCosmos({ port: 0, ...options })
    ref.rpc = async (method, params = {}) => (await fetch(ref.node.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json() as never
  })
  afterAll(() => ref.node?.close())
  return ref
}
