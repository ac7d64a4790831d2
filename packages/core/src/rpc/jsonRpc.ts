/** JSON-RPC 2.0 wire shapes and the checks that turn a reply into results or a reason to fall back. */

export interface RpcCall {
  method: string
  params?: unknown
}

export interface RpcRequestBody {
  jsonrpc: '2.0'
  id: number
  method: string
  params: unknown
}

export type RpcReply = { id: number; result: unknown } | { id: number; error: { code: number; message: string; data?: unknown } }

export function toBody(calls: readonly RpcCall[], firstId: number): RpcRequestBody[] {
  return calls.map((c, i) => ({ jsonrpc: '2.0', id: firstId + i, method: c.method, params: c.params ?? [] }))
}

function isReply(value: unknown): value is RpcReply {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  if (typeof v.id !== 'number') return false
  if ('result' in v) return true
  const e = v.error as Record<string, unknown> | undefined
  return typeof e === 'object' && e !== null && typeof e.code === 'number'
}

/**
 * Matches replies to requests by id. Undefined means the reply is unusable (garbage, wrong shape,
 * missing ids): the endpoint is treated as failed and the next one is tried.
 */
export function matchReplies(body: readonly RpcRequestBody[], parsed: unknown): RpcReply[] | undefined {
  const list = Array.isArray(parsed) ? parsed : [parsed]
  if (!list.every(isReply)) return undefined
  const byId = new Map(list.map((r) => [r.id, r]))
  const ordered = body.map((b) => byId.get(b.id))
  return ordered.every((r) => r !== undefined) ? (ordered as RpcReply[]) : undefined
}

/** JSON-RPC errors that mean "this endpoint, not your request": worth trying another endpoint. */
export const ENDPOINT_ERROR_CODES: readonly number[] = [-32005 /* limit exceeded */, -32603 /* internal error */]
