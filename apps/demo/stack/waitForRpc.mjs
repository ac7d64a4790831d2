/**
 * Polls `eth_chainId` at `url` until it answers (and matches `chainId`, when given).
 * @param {string} url
 * @param {number | undefined} chainId
 * @param {number} [timeoutMs]
 * @returns {Promise<number>} the chain id reported
 */
export async function waitForRpc(url, chainId, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let lastError = /** @type {unknown} */ (undefined)
  let mismatch = ''
  while (Date.now() < deadline && !mismatch) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1000),
      })
      const body = /** @type {{ result?: string }} */ (await res.json())
      const reported = Number(body.result)
      if (chainId === undefined || reported === chainId) return reported
      mismatch = `${url} reports chain ${reported}, expected ${chainId}`
    } catch (error) {
      lastError = error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  if (mismatch) throw new Error(mismatch)
  throw new Error(`${url} did not answer eth_chainId within ${timeoutMs} ms: ${String(lastError)}`)
}
