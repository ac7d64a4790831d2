import { afterAll, beforeAll } from 'vitest'
import { startLocalBitcoin, type StartLocalBitcoinReturnType } from '../server'

/** One local chain per test file, on a free port, stopped after the file. */
export function useLocalBitcoin(options: Parameters<typeof startLocalBitcoin>[0] = {}) {
  const ref = {} as { node: StartLocalBitcoinReturnType; get(path: string): Promise<Response>; post(path: string, body: string): Promise<Response> }
  beforeAll(async () => {
    ref.node = await startLocalBitcoin({ port: 0, ...options })
    ref.get = (path) => fetch(ref.node.url + path)
    ref.post = (path, body) => fetch(ref.node.url + path, { method: 'POST', body })
  })
  afterAll(() => ref.node?.close())
  return ref
}

/** The reason in an Esplora broadcast refusal (`sendrawtransaction RPC error: {"code":…,"message":…}`). */
export async function refusal(response: Response): Promise<{ status: number; code: number; message: string }> {
  const body = await response.text()
  const match = /^sendrawtransaction RPC error: (.*)$/.exec(body)
  if (!match) throw new Error(`not a broadcast refusal: ${response.status} ${body}`)
  const { code, message } = JSON.parse(match[1] as string) as { code: number; message: string }
  return { status: response.status, code, message }
}
