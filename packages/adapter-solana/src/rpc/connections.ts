/**
 * One web3.js Connection per RPC URL (loaded on first use), with a per-request timeout: a hung node must fail a
 * read in `rpcTimeoutMs`, not leave a spinner forever. Unreachable nodes become core's RpcUnavailableError.
 */
import type { CaipNetwork } from '@latch/core'
import { RpcUnavailableError } from '@latch/core/errors'
import { Connection } from '@solana/web3.js'
import type { Commitment } from '../codec/commitment'

const cache = new Map<string, Connection>()

export function rpcUrlOf(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new RpcUnavailableError({ namespace: 'solana', caipNetworkId: network.caipNetworkId, urls: [] })
  return url
}

export function connectionFor(network: CaipNetwork, commitment: Commitment, timeoutMs: number): Connection {
  const url = rpcUrlOf(network)
  const key = `${url} ${commitment} ${timeoutMs}`
  let connection = cache.get(key)
  if (!connection) {
    const fetchWithTimeout = async (input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]) => {
      try {
        return await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      } catch (cause) {
        throw new RpcUnavailableError({ namespace: 'solana', caipNetworkId: network.caipNetworkId, urls: [url], cause })
      }
    }
    const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
    connection = new Connection(url, { commitment, fetch: fetchWithTimeout as typeof fetch, disableRetryOnRateLimit: true, ...(wsEndpoint ? { wsEndpoint } : {}) })
    cache.set(key, connection)
  }
  return connection
}
