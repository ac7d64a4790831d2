/** One JSON-RPC call over fetch: no provider object, so nothing polls the node or has to be shut down. */
let nextId = 1

export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

export async function rpcCall<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }) })
  if (!res.ok) throw new RpcError(`${method} at ${rpcUrl}: HTTP ${res.status}`)
  const body = (await res.json()) as { result?: T; error?: { code: number; message: string } }
  if (body.error) throw new RpcError(`${method} at ${rpcUrl}: ${body.error.message}`, body.error.code)
  return body.result as T
}
