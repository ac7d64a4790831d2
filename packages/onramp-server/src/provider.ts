/**
 * What a provider is to the handler: its public info, a quote, and a checkout session. Each talks to its provider's
 * partner API with the dapp's secrets; none of them ever reaches the browser.
 */
import type { OnrampProviderInfo, OnrampQuote, OnrampQuoteRequest, OnrampSessionRequest } from '@latch/core/onramp'

/** What the handler knows about the caller. */
export interface OnrampRequestContext {
  /** The end user's IP as `getClientIp` (or the Node adapter's socket) saw it; Coinbase requires it for a session. */
  clientIp?: string
  /** The allowed Origin the request came from: a checkout that reports back posts to this origin only. */
  origin?: string
  /** Aborted when the handler stops waiting (the quote timeout). */
  signal?: AbortSignal
}

export interface ServerOnrampProvider {
  info: OnrampProviderInfo
  quote(request: OnrampQuoteRequest, ctx: OnrampRequestContext): Promise<OnrampQuote>
  session(request: OnrampSessionRequest, ctx: OnrampRequestContext): Promise<{ url: string }>
}

/**
 * A provider's refusal or failure, said so the modal can show it: `code` is stable, `message` is safe to show (it
 * never carries a secret or the provider's raw body).
 */
export class OnrampProviderError extends Error {
  override name = 'OnrampProviderError'
  readonly code: string
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/** The provider's own name for a CAIP-2 network, from its table; a network it does not deliver to is refused. */
export function providerNetwork(table: Readonly<Record<string, string>>, label: string, caipNetworkId: string): string {
  const network = table[caipNetworkId]
  if (!network) throw new OnrampProviderError('UNSUPPORTED_NETWORK', `${label} does not deliver to ${caipNetworkId}.`)
  return network
}
