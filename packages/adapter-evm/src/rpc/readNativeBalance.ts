import { createRpcTransport, RpcUnavailableError, RpcUnreachableError } from '@latch/core/rpc'
import { toHexChainId } from '../chainId'

export interface ReadNativeBalanceParameters {
  /** The network's RPC URLs, ranked and tried with fallback by core's transport. */
  urls: readonly string[]
  chainId: number
  address: string
  /** Per-URL timeout in ms. */
  timeoutMs: number
}

/**
 * Reads an address's native balance from the chain itself (not from the wallet, which may be on
 * another chain or lack the method), through core's JSON-RPC transport: no SDK download for a
 * balance, and an endpoint serving another chain is never believed.
 */
export async function readNativeBalance({ urls, chainId, address, timeoutMs }: ReadNativeBalanceParameters): Promise<bigint> {
  const expected = toHexChainId(chainId)
  const transport = createRpcTransport({
    urls,
    timeoutMs,
    verify: { call: { method: 'eth_chainId' }, check: (r) => typeof r === 'string' && r.toLowerCase() === expected },
  })
  try {
    const result = await transport.request('eth_getBalance', [address, 'latest'])
    if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) throw new TypeError(`Malformed eth_getBalance result: ${String(result)}`)
    return BigInt(result)
  } catch (error) {
    if (error instanceof RpcUnreachableError) throw new RpcUnavailableError({ namespace: 'eip155', caipNetworkId: `eip155:${chainId}`, urls, cause: [...error.failures] })
    throw error
  }
}
