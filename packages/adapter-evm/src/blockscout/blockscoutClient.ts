/**
 * Reading Blockscout's REST API v2 (`/api/v2/…`): one GET, its failures as typed errors naming the instance,
 * and the list shape every address endpoint answers with (`items`, `next_page_params`). Shared by the activity,
 * token and NFT sources.
 */
import type { CaipNetwork } from '@latch/core'
import { ActivityError } from '@latch/core/errors'
import { isRecord } from './isRecord'

export type PageParams = Record<string, string | number | boolean | null>

export const isParams = (v: unknown): v is PageParams => isRecord(v)

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return url
  }
}

export function blockscoutClient(baseUrl: string, subject: 'activity' | 'tokens' | 'NFTs' = 'activity') {
  const base = baseUrl.replace(/\/+$/, '')
  const origin = originOf(base)

  /** The body of `GET {base}{path}?{params}`, parsed; a failure is an ActivityError saying which. */
  async function get(path: string, params: PageParams = {}): Promise<unknown> {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
    try {
      // Resolved per call, never stored on another object: `window.fetch` with a foreign `this` throws.
      const response = await globalThis.fetch(`${base}${path}${query.size ? `?${query}` : ''}`, { headers: { accept: 'application/json' } })
      if (!response.ok) {
        response.body?.cancel().catch(() => {})
        throw new ActivityError({ origin, subject, failure: { kind: 'status', status: response.status } })
      }
      return await response.json().catch((cause: unknown) => {
        throw new ActivityError({ origin, subject, failure: { kind: 'malformed', detail: 'the body is not JSON' }, cause })
      })
    } catch (error) {
      if (error instanceof ActivityError) throw error
      throw new ActivityError({ origin, subject, failure: { kind: 'network' }, cause: error })
    }
  }

  /** A list endpoint: its items and, when there is another page, the parameters that ask for it. */
  async function list(path: string, params: PageParams = {}): Promise<{ items: unknown[]; next?: PageParams }> {
    const body = await get(path, params)
    if (!isParams(body) || !Array.isArray(body.items)) throw new ActivityError({ origin, subject, failure: { kind: 'malformed', detail: 'no items list' } })
    return { items: body.items, ...(isParams(body.next_page_params) ? { next: body.next_page_params } : {}) }
  }

  return { get, list }
}

/** The Blockscout instance `urls` names for the network; a missing or non-http(s) one is the option's error. */
export function blockscoutUrl(urls: Record<string, unknown>, network: CaipNetwork, option: 'activity' | 'tokens' | 'nfts'): string {
  const fail = (failure: ConstructorParameters<typeof ActivityError>[0]['failure']) => new ActivityError({ origin: network.caipNetworkId, failure })
  const baseUrl: unknown = urls[network.caipNetworkId]
  if (baseUrl === undefined) throw fail({ kind: 'unavailable', network: network.name, option })
  if (typeof baseUrl !== 'string' || !/^https?:\/\//.test(baseUrl)) throw fail({ kind: 'option', path: `${option}.source.blockscout.${network.caipNetworkId}`, message: 'must be an http(s) URL' })
  return baseUrl
}
