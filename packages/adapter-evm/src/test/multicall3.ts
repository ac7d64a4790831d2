/**
 * Multicall3 on a test chain, at its canonical address as on public chains: its runtime code comes from running
 * the creation code published in viem (an eth_call of a creation returns the code it would deploy), then
 * anvil_setCode puts it there without touching any account's nonce.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = (await res.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

export async function installMulticall3(url: string): Promise<string> {
  // viem keeps the bytecode out of its exports map: loaded by path from its pinned version.
  const viem = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const { multicall3Bytecode } = (await import(pathToFileURL(join(viem, '_esm/constants/contracts.js')).href)) as { multicall3Bytecode: string }
  const runtime = await rpc(url, 'eth_call', [{ data: multicall3Bytecode }, 'latest'])
  await rpc(url, 'anvil_setCode', [MULTICALL3_ADDRESS, runtime])
  return MULTICALL3_ADDRESS
}
