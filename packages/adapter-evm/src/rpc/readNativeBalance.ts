import type { CaipNetwork } from '@latch/core'
import { RpcUnavailableError, RpcUnreachableError, type RpcTransport } from '@latch/core/rpc'

export interface ReadNativeBalanceParameters {
  /** The network's transport (the adapter's pooled one, which checks each endpoint's chain). */
  transport: RpcTransport
  network: CaipNetwork
  address: string
}

/**
 * Reads an address's native balance from the chain itself (not from the wallet, which may be on
 * another chain or lack the method), through core's JSON-RPC transport: no SDK download for a balance.
 */
export async function readNativeBalance({ transport, network, address }: ReadNativeBalanceParameters): Promise<bigint> {
  try {
    const result = await transport.request('eth_getBalance', [address, 'latest'])
    if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) throw new TypeError(`Malformed eth_getBalance result: ${String(result)}`)
    return BigInt(result)
  } catch (error) {
    if (error instanceof RpcUnreachableError) throw new RpcUnavailableError({ namespace: 'eip155', caipNetworkId: network.caipNetworkId, urls: network.rpcUrls.default.http, cause: [...error.failures] })
    throw error
  }
}
