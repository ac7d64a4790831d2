// ERC-7677 paymaster web services: which URL an operation may use, and the two calls (stub data before the
// gas estimate, final data after). The server calls these URLs itself, so a page must not be able to point
// it at an internal service: besides the operator's configured URLs, only https URLs are accepted.
import { getAddress } from 'ethers'
import { HttpError } from '../httpError.mjs'
import { jsonRpc } from './jsonRpc.mjs'
import { toRpc } from './userOperation.mjs'

/** @typedef {{ url: string, context?: unknown }} PaymasterService */

/**
 * The paymaster an operation on `chain` uses: the dapp's `paymasterService` capability when given, else the chain's
 * own `paymasterUrl`, else none. The server calls a URL a page names only on an origin the operator configured
 * (`paymasterUrl`, `paymasterUrls`; any path and query there, so a provider's per-chain paths and API keys work):
 * any other would have this server send requests wherever a page points it, inside its own network too (SSRF).
 * @param {import('../walletRpc.mjs').ChainConfig} chain
 * @param {PaymasterService | undefined} requested
 * @returns {PaymasterService | undefined}
 */
export function paymasterFor(chain, requested) {
  if (!requested) return chain.paymasterUrl ? { url: chain.paymasterUrl } : undefined
  const origins = [chain.paymasterUrl, ...(chain.paymasterUrls ?? [])].flatMap((u) => (u ? [new URL(u).origin] : []))
  let allowed = false
  try {
    const url = new URL(requested.url)
    allowed = origins.includes(url.origin) && !url.username && !url.password
  } catch {
    allowed = false
  }
  if (!allowed) throw new HttpError(400, `This wallet server does not call the paymaster ${requested.url.slice(0, 100)}: its operator has not configured it`)
  return requested
}

/**
 * @typedef {{ paymaster: string, paymasterData: string, paymasterVerificationGasLimit?: bigint, paymasterPostOpGasLimit?: bigint }} PaymasterFields
 */

/** @param {unknown} result @param {string} url @returns {PaymasterFields & { isFinal: boolean }} */
function fields(result, url) {
  const r = /** @type {Record<string, unknown>} */ (result && typeof result === 'object' ? result : {})
  if (typeof r.paymaster !== 'string' || typeof r.paymasterData !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(r.paymasterData)) {
    throw new HttpError(502, `The paymaster at ${new URL(url).host} answered without paymaster and paymasterData`)
  }
  /** @type {PaymasterFields} */
  const out = { paymaster: getAddress(r.paymaster), paymasterData: r.paymasterData }
  if (r.paymasterVerificationGasLimit != null) out.paymasterVerificationGasLimit = BigInt(/** @type {string} */ (r.paymasterVerificationGasLimit))
  if (r.paymasterPostOpGasLimit != null) out.paymasterPostOpGasLimit = BigInt(/** @type {string} */ (r.paymasterPostOpGasLimit))
  return { ...out, isFinal: r.isFinal === true }
}

/**
 * @param {{ service: PaymasterService, chainId: number, entryPoint: string }} options
 */
export function createPaymasterClient({ service, chainId, entryPoint }) {
  const host = new URL(service.url).host
  /** @param {string} method @param {import('./userOperation.mjs').UserOperation} op */
  const call = async (method, op) =>
    fields(
      await jsonRpc(service.url, method, [toRpc(op), entryPoint, `0x${chainId.toString(16)}`, service.context ?? {}], {
        unreachable: `The paymaster at ${host} did not answer`,
        refused: (message) => new HttpError(400, `The paymaster declined to sponsor this operation: ${message}`),
      }),
      service.url,
    )
  return {
    /** Data to estimate gas with (ERC-7677 pm_getPaymasterStubData). @param {import('./userOperation.mjs').UserOperation} op */
    stub: (op) => call('pm_getPaymasterStubData', op),
    /** The paymaster's signed data for the estimated operation (pm_getPaymasterData). @param {import('./userOperation.mjs').UserOperation} op */
    final: (op) => call('pm_getPaymasterData', op),
  }
}
