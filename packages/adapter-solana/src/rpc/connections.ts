/**
 * One web3.js Connection per network for one adapter instance (and so for one Latch instance): reads and sends on a
 * network reuse its Connection, and two instances never share one. Each request has a timeout — a hung node must
 * fail a read in `rpcTimeoutMs`, not leave a spinner forever — and an unreachable node is core's RpcUnavailableError.
 */
import type { CaipNetwork, CaipNetworkId } from '@latch/core'
import { RpcUnavailableError } from '@latch/core/errors'
import { Connection } from '@solana/web3.js'
import type { Commitment } from '../codec/commitment'

function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnavailableError({ namespace: 'solana', caipNetworkId: network.caipNetworkId, urls: [] })
  return url
}

/** The network's Connection: the same one while its RPC and WebSocket URLs stay the same, a new one when they change. */
export type ConnectionOf = (network: CaipNetwork) => Connection

export function createConnections(commitment: Commitment, timeoutMs: number): ConnectionOf {
  const connections = new Map<CaipNetworkId, { key: string; connection: Connection }>()
  return (network) => {
    const url = rpcUrlOf(network)
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    const key = `${url} ${wsEndpoint ?? ''}`
    let entry = connections.get(network.caipNetworkId)
    if (entry?.key !== key) {
      const fetchWithTimeout = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
        try {
          return await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
        } catch (cause) {
          throw new RpcUnavailableError({ namespace: 'solana', caipNetworkId: network.caipNetworkId, urls: [url], cause })
        }
      }
      const connection = new Connection(url, { commitment, fetch: fetchWithTimeout as typeof fetch, disableRetryOnRateLimit: true, ...(wsEndpoint ? { wsEndpoint } : {}) })
      entry = { key, connection }
      connections.set(network.caipNetworkId, entry)
    }
    return entry.connection
  }
}
