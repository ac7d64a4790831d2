/**
 * One RPC transport per network for one Latch instance, so what a transport learns about its endpoints (health,
 * chain checks, `Retry-After` pauses) carries over from one request to the next instead of starting blind. Each
 * adapter instance holds its own pool: two Latch instances on a page never share endpoint health.
 */
import type { CaipNetworkId } from '../types/chain'
import { createRpcTransport, type RpcTransport, type RpcTransportOptions } from './httpTransport'

export interface TransportPool {
  /**
   * The network's transport: the same one for as long as `urls` is the same list (in order); a new list (e.g. from
   * `customRpcUrls`) replaces it with a new transport. `options` apply when a transport is created.
   */
  transportFor(caipNetworkId: CaipNetworkId, urls: readonly string[], options?: Omit<RpcTransportOptions, 'urls'>): RpcTransport
}

export function createTransportPool(): TransportPool {
  /** Per network: its URL list (spaces cannot occur in a URL) and its transport. */
  const pool = new Map<CaipNetworkId, [string, RpcTransport]>()
  return {
    transportFor(caipNetworkId, urls, options) {
      const key = urls.join(' ')
      let entry = pool.get(caipNetworkId)
      // A copy of the list: the caller's array changing later must not change the endpoints a transport ranks.
      if (entry?.[0] !== key) {
        entry = [key, createRpcTransport({ ...options, urls: [...urls] })]
        pool.set(caipNetworkId, entry)
      }
      return entry[1]
    },
  }
}
