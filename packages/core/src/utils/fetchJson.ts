/**
 * One JSON request to an HTTP service of the dapp's (name service, on-ramp backend): the answer and its parsed body
 * (undefined when it is not JSON). A request that never got an answer is the caller's `unreachable(cause)`; an abort
 * through `signal` (a newer request replaced this one) passes its reason through unchanged, whenever it happens.
 */
export async function fetchJson(
  fetchImpl: typeof fetch | undefined,
  url: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  unreachable: (cause: unknown) => Error,
): Promise<{ response: Response; body: unknown }> {
  signal?.throwIfAborted()
  let response: Response
  let body: unknown
  try {
    // Resolved per call and called bare: `window.fetch` with another `this` throws "Illegal invocation".
    response = await (fetchImpl ?? globalThis.fetch)(url, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) }, ...(signal ? { signal } : {}) })
    body = await response.json().catch(() => undefined)
  } catch (error) {
    signal?.throwIfAborted()
    throw unreachable(error)
  }
  signal?.throwIfAborted()
  return { response, body }
}
