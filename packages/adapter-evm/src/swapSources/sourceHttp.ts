/** The HTTP side the aggregator sources share: one GET of JSON, its failures as the swap's typed errors. */
import { SwapSourceError } from '@latch/core/swap'

export interface SourceAnswer {
  status: number
  body: unknown
}

/**
 * GETs `url` and reads its JSON, whatever the status (the sources read their own error bodies). An abort stays an
 * abort (a newer quote request replaced this one); an unreachable API or a body that is not JSON is SwapSourceError.
 */
export async function getJson(
  source: string,
  fetchFn: typeof fetch,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<SourceAnswer> {
  let res: Response
  try {
    res = await fetchFn(url, { headers: { accept: 'application/json', ...headers }, ...(signal ? { signal } : {}) })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new SwapSourceError({ source, detail: 'the API could not be reached', cause: error })
  }
  try {
    return { status: res.status, body: await res.json() }
  } catch (error) {
    if (signal?.aborted) throw error
    throw new SwapSourceError({ source, detail: `answered HTTP ${res.status} without JSON`, status: res.status, cause: error })
  }
}

/** `base?a=1&b=2`, leaving out parameters without a value. */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value)
  return `${base}?${search}`
}

/** A decimal integer string (how both APIs write amounts) as a bigint; undefined when it is not one. */
export function amountOf(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined
}

/** The least a trade may pay out at `slippage` (a fraction), rounded down as the routers do. */
export function minimumOut(amountOut: bigint, slippage: number): bigint {
  const parts = 1_000_000n
  return (amountOut * (parts - BigInt(Math.round(slippage * 1_000_000)))) / parts
}

/** Remembers the last few quotes' accounts: a quote does not carry its address, and its transaction needs it. */
export function recentAccounts(size = 32) {
  const accounts = new Map<string, string>()
  return {
    remember(quoteId: string, address: string): void {
      accounts.set(quoteId, address)
      if (accounts.size > size) accounts.delete(accounts.keys().next().value as string)
    },
    of: (quoteId: string): string | undefined => accounts.get(quoteId),
  }
}

/**
 * What a keyed aggregator source takes: the host's API key, another base URL (a proxy of the host's keeps the key
 * off the page), and the fetch, clock and quote lifetime (30 s by default) it works with.
 */
export interface KeyedSourceOptions {
  apiKey: string
  baseUrl?: string
  fetch?: typeof fetch
  now?: () => number
  quoteTtlMs?: number
}
