/**
 * The production wallet directory: the public WalletConnect/Reown explorer API the original product uses
 * (`GET {base}/getWallets`, `GET {base}/getWalletImage/{imageId}`). The demo stack serves the same API
 * locally, so pointing `baseUrl` at it is all a test or an offline demo needs.
 */
import type { WalletDirectorySource, WalletListRequest, WalletPage } from './types'
import { WalletDirectoryError } from './walletDirectoryError'
import { parseWalletPage } from './walletPageSchema'

/** The explorer API the original product calls. */
export const EXPLORER_API_URL = 'https://api.web3modal.org'
/** `st` / `x-sdk-type`: the explorer knows SDKs by type; Latch presents itself as AppKit-compatible. */
export const EXPLORER_SDK_TYPE = 'appkit'
/** `sv` / `x-sdk-version`: who is calling, so the service can tell Latch apart from AppKit builds. */
export const LATCH_SDK_VERSION = 'latch-0.1.0'

export interface ExplorerSourceOptions {
  /** The WalletConnect/Reown project id; the hosted explorer refuses requests without one. */
  projectId?: string
  /** Directory root, without a trailing path. Defaults to `https://api.web3modal.org`. */
  baseUrl?: string
  /** The network, injected so tests fake only the transport. Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
  /** Defaults to `latch-0.1.0`. */
  sdkVersion?: string
  /**
   * Also send `x-project-id`, `x-sdk-type` and `x-sdk-version` headers (the explorer's older, v1 form).
   * Off by default: current AppKit sends these only as the `projectId`/`st`/`sv` query parameters, and a
   * custom header turns every cross-origin request (each page, each search) into two, via a CORS preflight.
   * Defaults to `false`.
   */
  sdkHeaders?: boolean
}

/** Builds the explorer-backed `WalletDirectorySource`. Nothing is fetched until `list` is called. */
export function createExplorerSource(options: ExplorerSourceOptions = {}): WalletDirectorySource {
  const base = (options.baseUrl ?? EXPLORER_API_URL).replace(/\/+$/, '')
  const origin = originOf(base)
  const sdk: Record<string, string> = { st: EXPLORER_SDK_TYPE, sv: options.sdkVersion ?? LATCH_SDK_VERSION }
  if (options.projectId) sdk.projectId = options.projectId
  // Resolved per call (tests may swap globalThis.fetch), and never stored as a method of another object:
  // `window.fetch` called with such a `this` throws "Illegal invocation".
  const send = (url: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(url, init)

  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.sdkHeaders) {
    headers['x-sdk-type'] = sdk.st as string
    headers['x-sdk-version'] = sdk.sv as string
    if (options.projectId) headers['x-project-id'] = options.projectId
  }

  return {
    async list(request: WalletListRequest): Promise<WalletPage> {
      const { signal } = request
      signal?.throwIfAborted()
      const url = `${base}/getWallets?${listQuery(request, sdk)}`
      let body: unknown
      try {
        const response = await send(url, { method: 'GET', headers, ...(signal ? { signal } : {}) })
        if (!response.ok) {
          // Nothing to read in an error body; release it so the connection can be reused.
          response.body?.cancel().catch(() => {})
          throw new WalletDirectoryError({ origin, failure: { kind: 'status', status: response.status } })
        }
        try {
          body = await response.json()
        } catch (cause) {
          signal?.throwIfAborted()
          throw new WalletDirectoryError({ origin, failure: { kind: 'malformed', detail: 'the body is not JSON' }, cause })
        }
      } catch (error) {
        // An abort is the caller's decision, not a directory failure: surface the signal's reason unchanged.
        signal?.throwIfAborted()
        if (error instanceof WalletDirectoryError) throw error
        throw new WalletDirectoryError({ origin, failure: { kind: 'network' }, cause: error })
      }
      const parsed = parseWalletPage(body)
      if (!parsed.ok) throw new WalletDirectoryError({ origin, failure: { kind: 'malformed', detail: parsed.detail } })
      return parsed.page
    },

    imageUrl(imageId: string): string {
      if (!imageId) return ''
      // An <img> cannot send headers, so the project id travels as a query parameter, as the original does.
      return `${base}/getWalletImage/${encodeURIComponent(imageId)}?${new URLSearchParams(sdk)}`
    },
  }
}

/** The `/getWallets` query: list parameters first, then the SDK identification. Empty filters are left out. */
function listQuery(request: WalletListRequest, sdk: Record<string, string>): URLSearchParams {
  const query = new URLSearchParams({ page: String(request.page), entries: String(request.entries) })
  const search = request.search?.trim()
  if (search) query.set('search', search)
  if (request.chains?.length) query.set('chains', request.chains.join(','))
  if (request.include?.length) query.set('include', request.include.join(','))
  if (request.exclude?.length) query.set('exclude', request.exclude.join(','))
  for (const [key, value] of Object.entries(sdk)) query.set(key, value)
  return query
}

function originOf(base: string): string {
  try {
    return new URL(base).origin
  } catch {
    return base
  }
}
