/** One JSON call to a provider's API, its failures said as OnrampProviderErrors (never with the provider's raw body). */
import { OnrampProviderError } from '../provider'

export async function providerFetch(fetchFn: typeof fetch, label: string, url: string, init: RequestInit): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(url, init)
  } catch (error) {
    throw new OnrampProviderError('PROVIDER_UNREACHABLE', `${label} could not be reached.`, { cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    // 401/403 are the dapp's credentials (or IP allowlist), not the user's doing: said so, for the dapp's logs.
    const why = response.status === 401 || response.status === 403 ? ' (check the API key and its allowed IPs)' : ''
    throw new OnrampProviderError('PROVIDER_HTTP_ERROR', `${label} answered HTTP ${response.status}${why}.`)
  }
  if (body === undefined) throw new OnrampProviderError('PROVIDER_MALFORMED', `${label} answered without JSON.`)
  return body
}

/** Reads `path` ('data.accessToken') of a provider body as a string, or throws that the body was not as documented. */
export function field(label: string, body: unknown, path: string, kind: 'string' | 'number' = 'string'): string {
  let value: unknown = body
  for (const key of path.split('.')) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  if (kind === 'number' && typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (kind === 'string' && typeof value === 'string' && value.length > 0) return value
  throw new OnrampProviderError('PROVIDER_MALFORMED', `${label} answered without ${path}.`)
}
