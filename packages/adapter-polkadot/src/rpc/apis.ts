/**
 * One @polkadot/api `ApiPromise` per network for one adapter instance: reads and sends on a network reuse its
 * WebSocket and metadata (fetching metadata is the slow part), and two Latch instances never share one. A node that
 * cannot be reached is core's RpcUnavailableError, not a promise that retries for ever (ApiPromise's default).
 */
import type { CaipNetwork, CaipNetworkId } from '@latch/core'
import { RpcUnavailableError } from '@latch/core/errors'
// Before @polkadot/api, whose util-crypto starts its WASM on import (see quietCrypto.ts).
import { cryptoStarted } from './quietCrypto'
import { ApiPromise, WsProvider } from '@polkadot/api'

/** How long one RPC request may take before WsProvider fails it (ms). */
const REQUEST_TIMEOUT_MS = 30_000
/** Delay between reconnects of a dropped WebSocket (ms). */
const RECONNECT_DELAY_MS = 2_500

/**
 * The network's WebSocket endpoint. @polkadot/api needs subscriptions to follow an extrinsic into a block, which
 * HTTP cannot give; a Substrate node answers both on one port, so an HTTP-only network gets its URL as ws(s).
 */
function wsUrlOf(network: CaipNetwork): string | undefined {
  const ws = network.rpcUrls.default.webSocket?.[0]
  if (ws) return ws
  const http = network.rpcUrls.default.http[0]
  return http?.replace(/^http(s?):/, 'ws$1:')
}

export interface Apis {
  /** The network's ApiPromise: the same one while its URL stays the same, a new one when it changes. */
  of(network: CaipNetwork): Promise<ApiPromise>
  /** Closes every connection; the next `of` opens a new one. */
  disconnect(): Promise<void>
}

export function createApis(): Apis {
  const apis = new Map<CaipNetworkId, { url: string; api: Promise<ApiPromise> }>()
  const close = (api: Promise<ApiPromise>) => api.then((a) => a.disconnect()).catch(() => undefined)
  return {
    of(network) {
      const url = wsUrlOf(network)
      const unavailable = (cause?: unknown) => new RpcUnavailableError({ namespace: 'polkadot', caipNetworkId: network.caipNetworkId, urls: url ? [url] : [], cause })
      if (!url) return Promise.reject(unavailable())
      const entry = apis.get(network.caipNetworkId)
      if (entry?.url === url) return entry.api
      if (entry) void close(entry.api)
      // WsProvider reconnects a dropped socket by itself; `throwOnConnect` fails the first connection at once rather
      // than retrying it for ever, and the provider is stopped then.
      const provider = new WsProvider(url, RECONNECT_DELAY_MS, {}, REQUEST_TIMEOUT_MS)
      // `initWasm: false`: an API whose WASM crypto cannot start (a strict CSP) would otherwise never become ready;
      // it needs hashing only, which has JS fallbacks.
      const api = cryptoStarted
        .then(() => ApiPromise.create({ provider, throwOnConnect: true, noInitWarn: true, initWasm: false }))
        .catch(async (cause: unknown) => {
          await provider.disconnect().catch(() => undefined)
          // Forget the failure so the next read tries again.
          if (apis.get(network.caipNetworkId)?.api === api) apis.delete(network.caipNetworkId)
          throw unavailable(cause)
        })
      apis.set(network.caipNetworkId, { url, api })
      return api
    },
    async disconnect() {
      const all = [...apis.values()]
      apis.clear()
      await Promise.all(all.map((e) => close(e.api)))
    },
  }
}
