import type { LocalChain } from './chain'
import { ErrorCode, RpcError } from './errors'
import { methods } from './methods'

export type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
export type JsonRpcResponse = { jsonrpc: '2.0'; id: unknown; result?: unknown; error?: { code: number; message: string; data?: unknown } }

export function errorResponse(id: unknown, code: number, message: string, data?: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id: id ?? null, error: data === undefined ? { code, message } : { code, message, data } }
}

/** Answers one JSON-RPC 2.0 request; undefined for a notification (no id), which gets no answer. */
export function handleRequest(chain: LocalChain, request: unknown, extra: Record<string, (params: unknown[]) => unknown> = {}): JsonRpcResponse | undefined {
  if (!request || typeof request !== 'object' || Array.isArray(request)) return errorResponse(null, ErrorCode.invalidRequest, 'Invalid request')
  const { id, method, params } = request as JsonRpcRequest
  if (typeof method !== 'string') return errorResponse(id, ErrorCode.invalidRequest, 'Invalid request')
  const isNotification = !('id' in request)
  const args = Array.isArray(params) ? params : params === undefined || params === null ? [] : undefined
  let response: JsonRpcResponse
  if (!args) response = errorResponse(id, ErrorCode.invalidParams, 'Invalid params: expected an array.')
  else {
    const handler = extra[method] ?? (Object.hasOwn(methods, method) ? (p: unknown[]) => methods[method]?.(chain, p) : undefined)
    if (!handler) response = errorResponse(id, ErrorCode.methodNotFound, 'Method not found')
    else {
      try {
        response = { jsonrpc: '2.0', id, result: handler(args) }
      } catch (error) {
        if (error instanceof RpcError) response = errorResponse(id, error.code, error.message, error.data)
        else response = errorResponse(id, ErrorCode.invalidParams, `Invalid params: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  return isNotification ? undefined : response
}

/** Answers a parsed body: one request or a batch (an empty batch is an invalid request). */
export function handleBody(chain: LocalChain, body: unknown, extra?: Record<string, (params: unknown[]) => unknown>): JsonRpcResponse | JsonRpcResponse[] | undefined {
  if (!Array.isArray(body)) return handleRequest(chain, body, extra)
  if (body.length === 0) return errorResponse(null, ErrorCode.invalidRequest, 'Invalid request')
  const out = body.map((r) => handleRequest(chain, r, extra)).filter((r): r is JsonRpcResponse => r !== undefined)
  return out.length ? out : undefined
}
