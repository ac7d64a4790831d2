/**
 * The adapter's JSON-RPC transports, loaded with the first chain read (a read, a swap's allowance or receipt, a
 * WalletConnect session's chain read): core's transport code stays out of the first bundle.
 */
import type { CaipNetwork, CaipNetworkId } from '@latch/core'
import { UnknownNetworkError } from '@latch/core'
import { createTransportPool, type RpcTransport } from '@latch/core/rpc'
import { chainIdOf } from '../chainId'

export interface NetworkTransports {
  transportOf(network: CaipNetwork): Promise<RpcTransport>
  /** A JSON-RPC read on one of the dapp's networks, through its pooled transport. */
  readChain(caipNetworkId: CaipNetworkId, method: string, params: unknown): Promise<unknown>
}

/**
 * The network's transport, the same for every read on it from this adapter (and so from one Latch instance only):
 * endpoint health, chain checks and `Retry-After` pauses carry over from one read to the next. Every read checks
 * the endpoint's chain, riding along with its first batch: one serving another chain is never believed.
 */
export function createNetworkTransports(networks: () => readonly CaipNetwork[], timeoutMs: number): NetworkTransports {
  const pool = createTransportPool()
  const transportOf = async (network: CaipNetwork) => {
    const chainId = chainIdOf(network.caipNetworkId)
    return pool.transportFor(network.caipNetworkId, network.rpcUrls.default.http, {
      timeoutMs,
      // `Number` reads the node's 0x-hex answer in either case.
      verify: { call: { method: 'eth_chainId' }, check: (r) => Number(r) === chainId },
    })
  }
  return {
    transportOf,
    async readChain(caipNetworkId, method, params) {
      const network = networks().find((n) => n.caipNetworkId === caipNetworkId)
      if (!network) throw new UnknownNetworkError({ namespace: 'eip155', caipNetworkId })
      return (await transportOf(network)).request(method, params)
    },
  }
}
