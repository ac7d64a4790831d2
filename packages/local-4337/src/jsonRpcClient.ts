/** A bare JSON-RPC POST (the bundler's own methods are not something ethers' provider knows). */
export class JsonRpcCallError extends Error {
  override name = 'JsonRpcCallError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export async function rpcCall<T = unknown>(url: string, method: string, params: unknown[] = [], timeoutMs = 10_000): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  })
  const body = (await res.json()) as { result?: T; error?: { code: number; message: string; data?: unknown } }
  if (body.error) throw new JsonRpcCallError(body.error.code, `${method}: ${body.error.message}`, body.error.data)
  if (!res.ok) throw new JsonRpcCallError(-32603, `${method}: HTTP ${res.status}`)
  return body.result as T
}
