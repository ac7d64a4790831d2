import type { RpcMethod } from './rpcMethods'
import { Params, RpcError } from './rpcParams'

type Id = string | number | null
type Response = { jsonrpc: '2.0'; id: Id; result: unknown } | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data: string } }

const failure = (id: Id, error: RpcError): Response => ({ jsonrpc: '2.0', id, error: { code: error.code, message: error.message, data: error.data } })

/** Runs one method; an unexpected throw becomes an internal error, as Comet reports a panicking handler. */
export function call(methods: Record<string, RpcMethod>, id: Id, method: unknown, params: Params): Response {
  const run = typeof method === 'string' && Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!run) return failure(id, new RpcError(-32601, 'Method not found'))
  try {
    return { jsonrpc: '2.0', id, result: run(params) }
  } catch (error) {
    if (error instanceof RpcError) return failure(id, error)
    return failure(id, new RpcError(-32603, 'Internal error', error instanceof Error ? error.message : String(error)))
  }
}

/** A JSON-RPC 2.0 POST body: one request or a batch, answered in kind. */
export function handleJsonRpc(methods: Record<string, RpcMethod>, body: string): Response | Response[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    return failure(null, new RpcError(-32700, 'Parse error', `error unmarshaling request: ${error instanceof Error ? error.message : String(error)}`))
  }
  const one = (request: unknown): Response => {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) return failure(null, new RpcError(-32600, 'Invalid Request', 'request must be an object'))
    const { jsonrpc, id = null, method, params = {} } = request as Record<string, unknown>
    const rid = typeof id === 'string' || typeof id === 'number' ? id : null
    if (jsonrpc !== '2.0') return failure(rid, new RpcError(-32600, 'Invalid Request', 'jsonrpc must be "2.0"'))
    if (typeof params !== 'object' || params === null || Array.isArray(params)) return failure(rid, new RpcError(-32602, 'Invalid params', 'params must be an object (named parameters)'))
    return call(methods, rid, method, new Params(params as Record<string, unknown>, false))
  }
  if (Array.isArray(parsed)) return parsed.length === 0 ? failure(null, new RpcError(-32600, 'Invalid Request', 'empty batch')) : parsed.map(one)
  return one(parsed)
}
