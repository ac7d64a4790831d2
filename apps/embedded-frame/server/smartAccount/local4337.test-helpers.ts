// Test helpers (not a test file): a real dev chain (anvil, its binary) with the real local ERC-4337 stack of
// @latch/local-4337 on it (EntryPoint v0.7 and SimpleAccountFactory at their canonical addresses, the alto
// bundler, an ERC-7677 paymaster), all on 127.0.0.1.
import { freePort, type Local4337Handle, startDevAnvil, startLocal4337 } from '@latch/local-4337'

export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export interface LocalChain {
  rpcUrl: string
  chainId: number
  stack: Local4337Handle
  stop(): Promise<void>
}

export async function startLocalChain(chainId = 31337): Promise<LocalChain> {
  const anvil = await startDevAnvil(chainId)
  try {
    const stack = await startLocal4337({ rpcUrl: anvil.url, chainId, bundlerPort: await freePort(), paymasterPort: 0 })
    return {
      rpcUrl: anvil.url,
      chainId,
      stack,
      async stop() {
        await stack.stop()
        await anvil.stop()
      },
    }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
