/**
 * JSON-RPC framing for the relay. Client ids can exceed 2^53 (sign-client uses 19-digit ids), which
 * JSON.parse would round: the id is copied from the raw text, so every answer matches its request.
 */

export interface RelayRequest {
  /** The id exactly as the client wrote it (number or string literal). */
  rawId: string
  method: string
  params: Record<string, unknown>
}

const ID_BEFORE_PARAMS = /^\s*\{[^{}[\]]*?"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+)/

/** Reads the id literal at the top level (it precedes params in every client we know of). */
export function rawIdOf(text: string, parsed: { id?: unknown }): string | undefined {
  const match = ID_BEFORE_PARAMS.exec(text)
  if (match?.[1] !== undefined) return match[1]
  if (typeof parsed.id === 'number' || typeof parsed.id === 'string') return JSON.stringify(parsed.id)
  return undefined
}

export type Incoming = { kind: 'request'; request: RelayRequest } | { kind: 'response' } | { kind: 'invalid'; rawId?: string; reason: string }

export function parseIncoming(text: string): Incoming {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { kind: 'invalid', reason: 'Parse error' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'invalid', reason: 'Invalid request' }
  const msg = parsed as { id?: unknown; method?: unknown; params?: unknown; result?: unknown; error?: unknown }
  const rawId = rawIdOf(text, msg)
  if (msg.method === undefined && ('result' in msg || 'error' in msg)) return { kind: 'response' }
  if (typeof msg.method !== 'string' || rawId === undefined) return { kind: 'invalid', rawId, reason: 'Invalid request' }
  const params = typeof msg.params === 'object' && msg.params !== null ? (msg.params as Record<string, unknown>) : {}
  return { kind: 'request', request: { rawId, method: msg.method, params } }
}

export function resultText(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

export function errorText(rawId: string | undefined, code: number, message: string): string {
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

let pushId = Date.now() * 1000
/** A server→client request (the client acks it with `result: true`). */
export function requestText(method: string, params: unknown): string {
  pushId += 1
  return JSON.stringify({ id: pushId, jsonrpc: '2.0', method, params })
}
